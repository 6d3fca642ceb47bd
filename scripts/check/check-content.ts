// npm run check [-- content/en/config/output/minify.mdx ...]
// Checks the content tree (frontmatter, MDX, components, twins, links and fragments), then its facts against
// the installed @rsbuild/core and plugins (examples type-check, config keys, defaults, plugin options,
// hooks, exports, twin parity), without building the site, with the same messages the build gives.
// With files, reports only the problems of those pages and of the links into them.
// `--strict-translations` also fails when a translated page is behind its English page or not recorded
// (lib/translations), for a release.
// `--integrity` skips the facts (npm test checks the facts); `--prepare-postbuild` then derives what
// postbuild needs from every page into the build cache (scripts/build/build.ts runs both beside Next's compile).
// Exits non-zero on any problem.
import path from 'node:path';
import { buildCacheDir } from '../../lib/content/build-cache';
import { buildContentIndex } from '../../lib/content/content-index';
import { siteContentDir } from '../../lib/content/site-index';
import { ContentError, ContentErrors } from '../../lib/content/errors';
import { evaluatePage } from '../../lib/content/evaluate';
import { readPageSource } from '../../lib/content/page-source';
import { routeOf } from '../../lib/content/files';
import { pagesMarkdown } from '../../lib/markdown-export/write-export';
import { buildSearchIndex } from '../../lib/search-index/build-index';
import { LANGS } from '../../lib/routing/lang-path';
import { translationReport, type PageTranslation } from '../../lib/translations/report';
import { describeDifference, type Difference } from '../../lib/translations/status';

const args = process.argv.slice(2);
const integrityOnly = args.includes('--integrity');
const preparePostbuild = args.includes('--prepare-postbuild');
const strictTranslations = args.includes('--strict-translations');
const contentDir = siteContentDir();
const projectDir = path.dirname(contentDir);
const targets = args.filter((a) => !a.startsWith('--')).map((f) => path.relative(projectDir, path.resolve(f)));
const targetRoutes = targets.map((t) => routeOf(t.split(path.sep).slice(2).join(path.sep)));

/** A problem of a target file, or of a link that points at one. */
const concernsTargets = (e: ContentError) =>
  targets.includes(e.file) ||
  targetRoutes.some((r) => e.message.includes(`link "${r}"`) || e.message.includes(`link "${r}#`));

function fail(errors: ContentError[]): never {
  console.error(new ContentErrors(errors).message);
  process.exit(1);
}

const started = Date.now();
let index;
try {
  index = buildContentIndex({ contentDir, cacheDir: buildCacheDir() });
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  const relevant = targets.length ? error.errors.filter(concernsTargets) : error.errors;
  if (relevant.length) fail(relevant);
  console.error(`${error.errors.length} problem(s) elsewhere in the content; run npm run check for all of them.`);
  process.exit(1);
}
if (targets.some((t) => !index.pages.some((p) => p.pagePath === t))) {
  console.error(`No page found for ${targets.join(', ')}`);
  process.exit(1);
}
// A page's expressions run once here, so one that throws names its file instead of failing Next's render.
const thrown = index.pages.flatMap((page) => {
  try {
    const { source, bodyLine } = readPageSource(page, index.contentDir);
    evaluatePage(source, page.pagePath, bodyLine);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [error];
    throw error;
  }
});
const relevantThrown = targets.length ? thrown.filter(concernsTargets) : thrown;
if (relevantThrown.length) fail(relevantThrown);
for (const warning of index.warnings.filter((w) => !targets.length || concernsTargets(w)))
  console.warn(`warning: ${warning.message}`);
console.log(`content ok: ${index.pages.length} pages checked in ${Date.now() - started} ms`);

if (strictTranslations) {
  const lagging = translationReport(index.contentDir).flatMap(({ pages }) =>
    pages.filter((p) => p.state === 'behind' || p.state === 'unrecorded'),
  );
  const problem = (p: PageTranslation) =>
    p.state === 'behind'
      ? `behind ${p.source} (${describeDifference(p as PageTranslation & Difference)}): bring it in line, then npm run translations -- --done ${p.route}`
      : `not recorded: check that it says what ${p.source} says, then npm run translations -- --done ${p.route}`;
  if (lagging.length) fail(lagging.map((p) => new ContentError(p.file, problem(p))));
  console.log('translations ok: every translated page is up to date with its English page');
}

if (preparePostbuild) {
  pagesMarkdown(index);
  for (const lang of LANGS) buildSearchIndex(index, lang);
}

if (!integrityOnly) {
  // Loaded only here: the facts bring the TypeScript compiler, which the build's check does not need.
  const { FACT_CHECKS, checkFacts, summarize } = await import('../../tools/facts/run-facts');
  const factsStarted = Date.now();
  // The facts compare pages with each other (twins, the API pages), so they run over all pages.
  const facts = await checkFacts({ contentDir: index.contentDir, pages: index.pages, packagesDir: path.resolve('.') });
  const all = FACT_CHECKS.flatMap((check) => facts.errors[check]);
  const errors = targets.length ? all.filter(concernsTargets) : all;
  if (errors.length) fail(errors);
  console.log(`${summarize(facts)}\nfacts ok in ${Date.now() - factsStarted} ms`);
}
