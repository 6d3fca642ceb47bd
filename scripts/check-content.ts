// Checks the whole content tree (frontmatter, MDX, components, twins, links and fragments), then its facts
// against the installed @rsbuild/core and plugins (examples type-check, config keys, defaults, plugin
// options, hooks, exports, twin parity), without building the site, with the same messages the build
// gives. Exits non-zero on any problem.
import path from 'node:path';
import { buildContentIndex } from '../lib/content/content-index';
import { ContentErrors } from '../lib/content/errors';
import { FACT_CHECKS, checkFacts, summarize } from '../lib/facts/run-facts';

const started = Date.now();
try {
  const index = buildContentIndex({ contentDir: path.resolve('content') });
  console.log(`content ok: ${index.pages.length} pages checked in ${Date.now() - started} ms`);

  const factsStarted = Date.now();
  const facts = await checkFacts({ contentDir: index.contentDir, pages: index.pages, packagesDir: path.resolve('.') });
  const errors = FACT_CHECKS.flatMap((check) => facts.errors[check]);
  if (errors.length) throw new ContentErrors(errors);
  console.log(`${summarize(facts)}\nfacts ok in ${Date.now() - factsStarted} ms`);
} catch (error) {
  if (error instanceof ContentErrors) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
