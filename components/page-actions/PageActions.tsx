'use client';
// A client component with one prop, so each page's payload carries the Markdown copy's address and nothing
// else of these two controls.
import { useMessages } from '../layout/LangContext';
import { CopyMarkdownButton } from './CopyMarkdownButton';
import './PageActions.css';

/** Above a doc page: copy the page as Markdown, or open its `.md` copy at `href`. */
export function PageActions({ href }: { href: string }) {
  const m = useMessages();
  return (
    <div className="page-actions">
      <CopyMarkdownButton href={href} />
      <a className="page-actions-link" href={href} type="text/markdown">
        {m['pageActions.viewMarkdown']}
      </a>
    </div>
  );
}
