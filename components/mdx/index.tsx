// The one place that says what MDX pages may use (lib/content/mdx-components.ts lists the names the
// build accepts; `satisfies` keeps the two in step).
import type { ComponentProps, JSX, ReactNode } from 'react';
import type { MdxComponentName } from '@/lib/content/mdx-components';
import type { PageData } from '@/lib/content/page-data';
import type { ContainerKind } from '@/lib/content/preprocess';
import { Callout } from './Callout';
import { Tabs, Tab } from './Tabs';
import { PackageManagerTabs } from './PackageManagerTabs';
import { Badge } from './Badge';
import { Steps, Step } from './Steps';
import { Card, CardGrid, LinkCard } from './Card';
import { FileTree } from './FileTree';
import { ConfigMeta } from './ConfigMeta';
import { Anchor } from './Anchor';
import { Pre } from './Pre';
import { Diagram } from '../pictures/Diagram';
import { ZoomFigure } from '../pictures/ZoomFigure';
import { t } from '@/lib/i18n';
import { Screenshot } from '../pictures/Screenshot';
import { BuildOutput } from '../pictures/BuildOutput';
import { BrowserSupport } from '../pictures/BrowserSupport';
import { Benchmark } from '../benchmark/Benchmark';
import { BenchmarkSource } from '../benchmark/BenchmarkSource';
import { benchmarkGroups } from '@/lib/home/benchmark-data';
import { withBase } from '@/lib/base-path';
import { PROSE_HTML_TAGS } from '@/lib/content/rehype-prose-html';

type HtmlProps<T extends keyof JSX.IntrinsicElements> = ComponentProps<T> & { html?: string };

/** An element whose content the build made an HTML string (lib/content/rehype-*-html.ts) renders it as such. */
function withHtml<T extends keyof JSX.IntrinsicElements>(tag: T) {
  const Tag = tag as 'div';
  return function HtmlElement({ html, ...props }: HtmlProps<T>) {
    return html === undefined ? (
      <Tag {...(props as ComponentProps<'div'>)} />
    ) : (
      <Tag {...(props as ComponentProps<'div'>)} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
}
const proseElements = Object.fromEntries(PROSE_HTML_TAGS.map((tag) => [tag, withHtml(tag)]));
const code = withHtml('code');

export function mdxComponents(page: PageData) {
  const custom = {
    Callout: ({ type, title, children }: { type: ContainerKind; title?: string; children: ReactNode }) => (
      <Callout lang={page.lang} type={type} title={title}>
        {children}
      </Callout>
    ),
    Tabs,
    Tab,
    PackageManagerTabs,
    Badge,
    Steps,
    Step,
    Card,
    LinkCard,
    CardGrid,
    FileTree: ({ children }: { children: ReactNode }) => <FileTree lang={page.lang}>{children}</FileTree>,
    // Replaced by the fragment's content before rendering (remark-include).
    Include: () => null,
    ConfigMeta: () => <ConfigMeta lang={page.lang} frontmatter={page.frontmatter} />,
    Diagram: (props: Omit<ComponentProps<typeof Diagram>, 'lang'>) => <Diagram lang={page.lang} {...props} />,
    Screenshot,
    BuildOutput,
    BrowserSupport: ({ caption }: { caption?: string }) => <BrowserSupport lang={page.lang} caption={caption} />,
    // The home page's benchmark, same component and figures.
    BenchmarkChart: () => (
      <ZoomFigure
        className="benchmark"
        label={t(page.lang, 'pictures.zoom')}
        caption={<BenchmarkSource lang={page.lang} />}
      >
        <Benchmark groups={benchmarkGroups(page.lang)} />
      </ZoomFigure>
    ),
  } satisfies Record<MdxComponentName, unknown>;
  return {
    ...custom,
    ...proseElements,
    a: (props: ComponentProps<'a'>) => <Anchor {...props} />,
    pre: (props: ComponentProps<'pre'>) => <Pre {...props} />,
    // An image from public/ (`/images/x.png`) is served under the site base; a plain element, like markdown's.
    img: ({ src, alt, ...props }: ComponentProps<'img'>) => (
      <img src={typeof src === 'string' ? withBase(src) : src} alt={alt} {...props} />
    ),
    code,
  };
}
