// Types of lib/site-base.js, which stays plain JavaScript for next.config.mjs.
export declare function normalizeBase(value: string): string;
export declare function basePathOf(base: string): string;
export declare const siteBase: string;
