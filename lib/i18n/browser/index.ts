// The strings that client components on every page show (the navbar's buttons, the sidebar, code blocks,
// the theme menu): the one part of the dictionaries in the JavaScript every page loads. lib/i18n/index.ts
// holds the rest and looks up all of them. Each language's strings are a module of their own (en.ts, zh.ts),
// so that a page's scripts carry its own language's only (app/(lang)/lang-provider.tsx).
import { messages as en } from './en';
import { messages as zh } from './zh';

export type { BrowserMessageKey, BrowserMessages } from './en';

export const browserMessages = { en, zh };
