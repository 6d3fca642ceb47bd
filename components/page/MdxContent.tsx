import path from 'node:path';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { PageData } from '@/lib/content/page-data';
import { readPageSource } from '@/lib/content/page-source';
import { mdxOptions } from '@/lib/content/render-options';
import { ContentError } from '@/lib/content/errors';
import { mdxComponents } from '../mdx';

/** The page's MDX rendered on the server; nothing of the source reaches the client. */
export async function MdxContent({ page }: { page: PageData }) {
  const projectDir = process.cwd();
  const { source, bodyLine } = readPageSource(page, projectDir);
  try {
    const { content } = await compileMDX({
      source,
      components: mdxComponents(page),
      // Expressions stay on: next-mdx-remote 6 would otherwise drop `{...}` props silently.
      options: { mdxOptions: mdxOptions(page, path.join(projectDir, 'content'), bodyLine), blockJS: false, parseFrontmatter: false },
    });
    return content;
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const e = error as { line?: number; column?: number; message: string };
    throw new ContentError(page.pagePath, `MDX does not compile: ${e.message.split('\n')[0]}`, e.line !== undefined ? e.line + bodyLine - 1 : undefined, e.column);
  }
}
