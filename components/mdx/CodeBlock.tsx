import { CopyButton } from './CopyButton';

/** A highlighted block built outside MDX (package-manager commands): the same frame as fenced code. */
export function CodeBlock({ code, html }: { code: string; html: string }) {
  return (
    <figure data-rehype-pretty-code-figure="" className="code-block">
      <div className="code-body" dangerouslySetInnerHTML={{ __html: html }} />
      <CopyButton code={code} />
    </figure>
  );
}
