import fs from 'node:fs';
import { siteConfig } from '../../lib/site-config';
import { currentLangRouteFiles, langRouteFiles } from './lang-routes';

test("app/ holds exactly the route files the site config's languages ask for (run `npx tsx scripts/build/lang-routes.ts` after changing them)", () => {
  const wanted = langRouteFiles(siteConfig.langs);
  expect(currentLangRouteFiles('app').sort()).toEqual([...wanted.keys()].sort());
  for (const [file, text] of wanted) expect(`${file}:\n${fs.readFileSync(file, 'utf8')}`).toBe(`${file}:\n${text}`);
});

test("the global 404 page takes the default language's strings", () => {
  expect(fs.readFileSync('app/global-not-found.tsx', 'utf8')).toContain(
    `from './(${siteConfig.defaultLang})/lang-provider'`,
  );
});

test('a third language is one more set of files under its prefix', () => {
  const files = langRouteFiles([
    ...siteConfig.langs,
    { lang: 'fr' as never, label: 'Français', htmlLang: 'fr', ogLocale: 'fr_FR', prefix: '/fr' },
  ]);
  expect([...files.keys()].filter((f) => f.startsWith('app/(fr)')).sort()).toEqual([
    'app/(fr)/fr/[section]/[[...rest]]/page.tsx',
    'app/(fr)/fr/[section]/layout.tsx',
    'app/(fr)/fr/community/releases/atom.xml/route.ts',
    'app/(fr)/fr/community/releases/rss.xml/route.ts',
    'app/(fr)/fr/page.tsx',
    'app/(fr)/lang-provider.tsx',
    'app/(fr)/layout.tsx',
    'app/(fr)/not-found.tsx',
  ]);
  expect(files.get('app/(fr)/fr/page.tsx')).toContain("homeRoute('fr')");
  expect(files.get('app/(fr)/lang-provider.tsx')).toContain("from '@/lib/i18n/browser/fr'");
  for (const file of ['app/(fr)/fr/[section]/layout.tsx', 'app/(fr)/fr/[section]/[[...rest]]/page.tsx'])
    expect(files.get(file)).toContain("sectionRoutes('fr')");
});
