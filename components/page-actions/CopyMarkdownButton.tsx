'use client';
import { useMessages } from '../layout/LangContext';
import { useCopy } from '../mdx/useCopy';

/** Fetches the page's Markdown copy on click and puts it on the clipboard. */
export function CopyMarkdownButton({ href }: { href: string }) {
  const m = useMessages();
  const [copied, copyText] = useCopy();
  const copy = async () => {
    const response = await fetch(href);
    if (response.ok) await copyText(await response.text());
  };
  return (
    <button type="button" className="page-actions-copy" data-copied={copied || undefined} onClick={copy}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
        {copied ? <path d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeWidth="2" /> : <path d="M8 8h11v12H8zM5 4h11v2H7v11H5z" fill="currentColor" />}
      </svg>
      <span aria-live="polite">{copied ? m['pageActions.copied'] : m['pageActions.copyMarkdown']}</span>
    </button>
  );
}
