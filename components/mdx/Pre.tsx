import type { HTMLAttributes } from 'react';
import { CopyButton } from './CopyButton';

/** Fenced code as rehype-pretty-code highlighted it, with a copy button. */
export function Pre(props: HTMLAttributes<HTMLPreElement>) {
  return (
    <div className="code-body">
      <pre {...props} tabIndex={0} />
      <CopyButton />
    </div>
  );
}
