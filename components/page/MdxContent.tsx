import { compileMDX } from 'next-mdx-remote/rsc';
import type { PageData } from '@/lib/content/page-data';
import { readPageSource } from '@/lib/content/page-source';
import { mdxOptions } from '@/lib/content/render-options';
import { ContentError } from '@/lib/content/errors';
import { siteContentDir } from '@/lib/content/content-index';
import { mdxComponents } from '../mdx';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';

/** The page's MDX rendered on the server; nothing of the source reaches the client. */
export async function MdxContent({ page }: { page: PageData }) {
  const contentDir = siteContentDir();
  const { source, bodyLine } = readPageSource(page, contentDir);
  try {
    const { content } = await compileMDX({
      source,
      components: mdxComponents(page),
      // Expressions stay on: next-mdx-remote 6 would otherwise drop `{...}` props silently.
      options: { mdxOptions: mdxOptions(page, contentDir, bodyLine), blockJS: false, parseFrontmatter: false },
    });
    return content;
  } catch (error) {
    const e = error as { line?: number; column?: number; message: string };
    const problem = error instanceof ContentError ? error : new ContentError(page.pagePath, `MDX does not compile: ${e.message.split('\n')[0]}`, e.line !== undefined ? e.line + bodyLine - 1 : undefined, e.column);
    // A build fails; `next dev` shows the problem in place and keeps serving.
    if (process.env.NODE_ENV === 'development') return <ContentErrorsPanel errors={[problem]} />;
    throw problem;
  }
}
