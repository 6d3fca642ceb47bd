import * as runtime from 'react/jsx-runtime';
import * as devRuntime from 'react/jsx-dev-runtime';
import type { ComponentType } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { compilePage } from '@/lib/content/compile-page';
import { ContentError } from '@/lib/content/errors';
import { siteContentDir } from '@/lib/content/site-index';
import { mdxComponents } from '../mdx';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';

type MdxModule = { default: ComponentType<{ components: ReturnType<typeof mdxComponents> }> };

/** The page's MDX rendered on the server; nothing of the source reaches the client. */
export async function MdxContent({ page }: { page: PageData }) {
  let Content: MdxModule['default'];
  try {
    const { code } = await compilePage(page, siteContentDir());
    // The compiled body expects the JSX runtime as its one argument (MDX's function-body output, as
    // next-mdx-remote's compileMDX runs it); `next dev` compiles for the development runtime.
    const jsx = process.env.NODE_ENV === 'production' ? runtime : devRuntime;
    Content = (new Function(code) as (jsxRuntime: typeof runtime | typeof devRuntime) => MdxModule)(jsx).default;
  } catch (error) {
    const problem =
      error instanceof ContentError
        ? error
        : new ContentError(page.pagePath, `MDX does not run: ${(error as Error).message}`);
    // A build fails; `next dev` shows the problem in place and keeps serving.
    if (process.env.NODE_ENV === 'development') return <ContentErrorsPanel errors={[problem]} />;
    throw problem;
  }
  return <Content components={mdxComponents(page)} />;
}
