// The Chinese strings of lib/i18n/browser: its own module, so that the Chinese pages' scripts carry no
// other language's (app/(zh)/lang-provider.tsx imports it).
import type { BrowserMessages } from './en';

export const messages: BrowserMessages = {
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
