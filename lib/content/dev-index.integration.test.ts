import path from 'node:path';
import { buildContentIndex } from './content-index';
import { buildDevIndex, newDevPageCache } from './dev-index';

test("`next dev`'s index gives every page of the content the data the build's index gives it", () => {
  const contentDir = path.resolve('content');
  const built = buildContentIndex({ contentDir, git: false });
  const cache = newDevPageCache();
  const dev = buildDevIndex(contentDir, cache);
  expect(dev.pages.map((p) => p.routePath)).toEqual(built.pages.map((p) => p.routePath));
  // Titles first, as a sidebar reads them: most come from the start of the body, without the analysis.
  const titles = dev.pages.map((p) => p.title);
  expect(titles).toEqual(built.pages.map((p) => p.title));
  expect(cache.analyses.size).toBeLessThan(dev.pages.length / 10);
  const differing = built.pages.filter((page) => JSON.stringify(dev.byRoutePath.get(page.routePath)) !== JSON.stringify(page));
  expect(differing.map((p) => p.pagePath)).toEqual([]);
  expect(dev.met.size).toBe(0);
}, 120_000);
