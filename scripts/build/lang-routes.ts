// Next needs one route file per language (each language is a route group with its own root layout, and
// the other languages sit under their prefix). Those files are written from the site config's `langs`
// here, so a language is added in the config: run `npx tsx scripts/build/lang-routes.ts` and commit app/.
// scripts/build/lang-routes.test.ts fails while app/ differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteLang } from '../../lib/site-config';
import { siteConfig } from '../../lib/site-config';
import { FEED_FORMATS, RELEASES_ROUTE } from '../../lib/feeds/links';

const HEADER =
  "// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.\n";

/** Every per-language file under app/, by path relative to the project. */
export function langRouteFiles(langs: readonly SiteLang[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const { lang, prefix } of langs) {
    const group = `app/(${lang})`;
    files.set(
      `${group}/layout.tsx`,
      `${HEADER}import type { ReactNode } from 'react';\nimport { RootDocument } from '@/components/layout/RootDocument';\nimport { LangProvider } from './lang-provider';\n\nexport default function LanguageRoot({ children }: { children: ReactNode }) {\n  return (\n    <RootDocument lang="${lang}" LangProvider={LangProvider}>\n      {children}\n    </RootDocument>\n  );\n}\n`,
    );
    // A client module of the language's own: the pages' scripts carry this language's UI strings only.
    files.set(
      `${group}/lang-provider.tsx`,
      `${HEADER}'use client';\nimport { languageProvider } from '@/components/layout/LangContext';\nimport { messages } from '@/lib/i18n/browser/${lang}';\n\nexport const LangProvider = languageProvider('${lang}', messages);\n`,
    );
    files.set(
      `${group}/not-found.tsx`,
      `${HEADER}import { LayoutNotFound } from '@/components/not-found/NotFound';\n\nexport default function LanguageNotFound() {\n  return <LayoutNotFound lang="${lang}" />;\n}\n`,
    );
    // The home page and the section pages import separate modules: a page downloads the client components
    // of everything its route file imports (components/page/home-route.tsx, section-routes.tsx).
    files.set(
      `${group}${prefix}/page.tsx`,
      `${HEADER}import { homeRoute } from '@/components/page/home-route';\n\nconst route = homeRoute('${lang}');\n\nexport const generateMetadata = route.generateMetadata;\nexport default route.Page;\n`,
    );
    const sectionRoutes = `${HEADER}import { sectionRoutes } from '@/components/page/section-routes';\n\nconst routes = sectionRoutes('${lang}');\n`;
    files.set(
      `${group}${prefix}/[section]/layout.tsx`,
      `${sectionRoutes}\nexport const dynamicParams = false;\nexport default routes.Layout;\n`,
    );
    files.set(
      `${group}${prefix}/[section]/[[...rest]]/page.tsx`,
      `${sectionRoutes}\n// Next reads a route's segment config from the file itself, so this line cannot be shared.\nexport const dynamicParams = false;\nexport const generateStaticParams = routes.generateStaticParams;\nexport const generateMetadata = routes.generateMetadata;\nexport default routes.Page;\n`,
    );
    for (const [format, { file }] of Object.entries(FEED_FORMATS)) {
      files.set(
        `${group}${prefix}${RELEASES_ROUTE}${file}/route.ts`,
        `${HEADER}import { feedRoute } from '@/lib/routing/site-files';\n\nexport const dynamic = 'force-static';\nexport const GET = feedRoute('${lang}', '${format}');\n`,
      );
    }
  }
  return files;
}

/** The per-language route files app/ holds now: everything under its route groups `(lang)`. */
export function currentLangRouteFiles(appDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return fs
    .readdirSync(appDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\(.+\)$/.test(e.name))
    .flatMap((e) => walk(path.join(appDir, e.name)))
    .map((file) => path.relative(path.dirname(appDir), file).split(path.sep).join('/'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const wanted = langRouteFiles(siteConfig.langs);
  for (const stale of currentLangRouteFiles('app')) {
    if (wanted.has(stale)) continue;
    fs.rmSync(stale);
    // Its folders too, once empty: an empty dynamic segment folder still reads as a route to a newcomer.
    for (let dir = path.dirname(stale); dir !== 'app' && fs.readdirSync(dir).length === 0; dir = path.dirname(dir))
      fs.rmdirSync(dir);
  }
  for (const [file, text] of wanted) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  console.log(`${wanted.size} route files for ${siteConfig.langs.map((l) => l.lang).join(', ')}`);
}
