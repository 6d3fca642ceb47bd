import { siteConfig } from '@/lib/site-config';
import { CodeFrame } from './CodeFrame';

/** A highlighted block built outside MDX (package-manager commands): the same frame as fenced code. */
export function CodeBlock({ code, html }: { code: string; html: string }) {
  return (
    <figure data-rehype-pretty-code-figure="" className="code-block">
      <CodeFrame code={code} defaultWrap={siteConfig.markdown.defaultWrapCode} lineNumbers={false}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </CodeFrame>
    </figure>
  );
}
