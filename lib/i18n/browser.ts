// The strings that client components on every page show (the navbar's buttons, the sidebar, code blocks,
// the theme menu): the one part of the dictionaries in the JavaScript every page loads. lib/i18n/index.ts
// holds the rest and looks up all of them.
const en = {
  'nav.menu': 'Main navigation',
  'nav.openScreen': 'Open navigation',
  'nav.closeScreen': 'Close navigation',
  'sidebar.label': 'Sidebar',
  'sidebar.toggleGroup': 'Show or hide',
  'menuBar.menu': 'Menu',
  'menuBar.outline': 'On this page',
  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',
  'theme.menu': 'Theme options',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.auto': 'Follow system',
  'a11y.skipToContent': 'Skip to content',
  'code.copy': 'Copy code',
  'code.copied': 'Copied',
  // Shown in the browser's prompt when the clipboard refuses (docs/behaviour.md §4).
  'code.copyPrompt': 'Copy to clipboard: Ctrl+C, Enter',
  'overview.filterLabel': 'Filter',
  'overview.filterPlaceholder': 'Enter keyword',
  'overview.empty': 'No matching API found',
  'code.wrap': 'Toggle word wrap',
  'scrollToTop.label': 'Back to top',
  'pageActions.copyMarkdown': 'Copy page as Markdown',
  'pageActions.copied': 'Copied',
  'pageActions.viewMarkdown': 'View as Markdown',
  'search.button': 'Search',
  'search.placeholder': '',
};

export type BrowserMessageKey = keyof typeof en;
export type BrowserMessages = Record<BrowserMessageKey, string>;

const zh: BrowserMessages = {
  'nav.menu': '主导航',
  'nav.openScreen': '打开导航',
  'nav.closeScreen': '关闭导航',
  'sidebar.label': '侧边栏',
  'sidebar.toggleGroup': '展开或收起',
  'menuBar.menu': '菜单',
  'menuBar.outline': '本页目录',
  'theme.toDark': '切换到深色主题',
  'theme.toLight': '切换到浅色主题',
  'theme.menu': '主题选项',
  'theme.light': '浅色',
  'theme.dark': '深色',
  'theme.auto': '跟随系统',
  'a11y.skipToContent': '跳到正文',
  'code.copy': '复制代码',
  'code.copied': '已复制',
  'code.copyPrompt': '复制到剪贴板：按 Ctrl+C，再按回车',
  'overview.filterLabel': '筛选',
  'overview.filterPlaceholder': '输入关键词',
  'overview.empty': '没有找到匹配的 API',
  'code.wrap': '切换自动换行',
  'scrollToTop.label': '回到顶部',
  'pageActions.copyMarkdown': '复制页面为 Markdown',
  'pageActions.copied': '已复制',
  'pageActions.viewMarkdown': '查看 Markdown 原文',
  'search.button': '搜索',
  'search.placeholder': '搜索文档',
};

export const browserMessages = { en, zh };
