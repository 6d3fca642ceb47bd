import type { HTMLAttributes } from 'react';
import { siteConfig } from '@/lib/site-config';
import { CodeFrame } from './CodeFrame';

/** Fenced code as rehype-pretty-code highlighted it, in the frame with the wrap and copy buttons. */
export function Pre(props: HTMLAttributes<HTMLPreElement>) {
  const { defaultWrapCode, showLineNumbers } = siteConfig.markdown;
  return (
    <CodeFrame defaultWrap={defaultWrapCode} lineNumbers={showLineNumbers}>
      <pre {...props} tabIndex={0} />
    </CodeFrame>
  );
}
