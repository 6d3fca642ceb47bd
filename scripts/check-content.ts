// Checks the whole content tree (frontmatter, MDX, components, twins, links and fragments) without
// building the site, with the same messages the build gives. Exits non-zero on any problem.
import path from 'node:path';
import { buildContentIndex } from '../lib/content/content-index';
import { ContentErrors } from '../lib/content/errors';

const started = Date.now();
try {
  const index = buildContentIndex({ contentDir: path.resolve('content') });
  console.log(`content ok: ${index.pages.length} pages checked in ${Date.now() - started} ms`);
} catch (error) {
  if (error instanceof ContentErrors) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
