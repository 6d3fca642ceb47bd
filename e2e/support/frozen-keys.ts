// The localStorage keys under which the site keeps a reader's choices. A release that renames one drops
// every reader's stored choice without a word (their theme, their package manager, their language, the
// announcement they closed, marks turned off, recent and favourite searches), so each key is frozen here,
// once, and e2e/support/frozen-keys.spec.ts fails when the product's value differs. The specs themselves
// take the product's values from lib/, so a rename fails that one spec, not every spec that stores a choice.
export const FROZEN_KEYS = {
  theme: 'rsbuild-theme-appearance',
  /** The first-visit flag: without it a returning reader is sent through the language redirect again. */
  visited: 'rsbuild-visited',
  langChoice: 'rsbuild-lang-choice',
  /** A tab group's choice is this prefix and the group's id. */
  tabsPrefix: 'rsbuild-tabs-',
  /** The package-manager tabs (PackageManagerTabs), the group every install command uses. */
  packageManagerTabs: 'rsbuild-tabs-package-manager',
  /** The announcement's id follows the prefix; a new id shows a new announcement on purpose. */
  announcementClosedPrefix: 'rsbuild-announcement-closed-',
  pageMarks: 'rsbuild-search-marks',
  /** DocSearch's own prefixes, followed by the index's name. */
  recentSearchesPrefix: '__DOCSEARCH_RECENT_SEARCHES__',
  favoriteSearchesPrefix: '__DOCSEARCH_FAVORITE_SEARCHES__',
  /** An English reader's recent searches: the local index of a language is `local-<lang>`. */
  recentSearchesEn: '__DOCSEARCH_RECENT_SEARCHES__local-en',
} as const;
