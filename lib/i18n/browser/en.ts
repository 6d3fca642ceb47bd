// The English strings of lib/i18n/browser: its own module, so that the English pages' scripts carry no
// other language's (app/(en)/lang-provider.tsx imports it).
export const messages = {
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

export type BrowserMessageKey = keyof typeof messages;
export type BrowserMessages = Record<BrowserMessageKey, string>;
