import type { HTMLAttributes } from 'react';
import { siteConfig, type Lang } from '@/lib/site-config';
import { CodeFrame } from './CodeFrame';

/** Fenced code as rehype-pretty-code highlighted it, in the frame with the wrap and copy buttons. */
export function Pre({ pageLang, ...props }: HTMLAttributes<HTMLPreElement> & { pageLang: Lang }) {
  const { defaultWrapCode, showLineNumbers } = siteConfig.markdown;
  return (
    <CodeFrame lang={pageLang} defaultWrap={defaultWrapCode} lineNumbers={showLineNumbers}>
      <pre {...props} tabIndex={0} />
    </CodeFrame>
  );
}
