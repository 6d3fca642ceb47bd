// npm run new -- config/output/foo: creates the English and Chinese twins of a page with the frontmatter and
// section skeleton of its kind, marked TODO so the build refuses them until they are written, and says
// which sidebar entry to add.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../lib/site-config';
import { pageSkeletons, siblingGroup } from '../../lib/content/scaffold';
import { routeOf } from '../../lib/content/files';
import { siteContentDir } from '../../lib/content/site-index';

const arg = process.argv[2]?.replace(/^\/+/, '').replace(/\.mdx$/, '');
if (!arg || !/^[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/.test(arg)) {
  console.error(
    'Usage: npm run new -- <section/path/page>   e.g. npm run new -- config/output/foo (a trailing / makes a section root)',
  );
  process.exit(1);
}
const relative = arg.endsWith('/') ? `${arg}index.mdx` : `${arg}.mdx`;
const route = routeOf(relative);
const skeleton = pageSkeletons(arg);

const contentDir = siteContentDir();
for (const lang of ['en', 'zh'] as const) {
  const file = path.join(contentDir, lang, relative);
  if (fs.existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} already exists`);
    process.exit(1);
  }
}
for (const lang of ['en', 'zh'] as const) {
  const file = path.join(contentDir, lang, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, skeleton[lang]);
  console.log(`created ${path.relative(process.cwd(), file)}`);
}

const section = Object.keys(siteConfig.sidebars).find((prefix) => route.startsWith(prefix)) as
  keyof typeof siteConfig.sidebars | undefined;
const group = section && siblingGroup(siteConfig.sidebars[section], route);
console.log(
  `\nNext: write both pages (the build refuses the TODO markers), then list the page in \`sidebars\` of lib/config/site.ts:\n  link('${route}')` +
    (group
      ? `  in the '${group}' group of the '${section}' sidebar`
      : section
        ? `  in the '${section}' sidebar`
        : '  in a sidebar (no section matches yet)'),
);
