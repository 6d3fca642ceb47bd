'use client';
import { useMessages } from '../layout/LangContext';
import { useCopy } from '../mdx/useCopy';
import { Icon } from '../icons/Icon';

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
      <Icon name={copied ? 'check' : 'copy'} size={14} />
      <span aria-live="polite">{copied ? m['pageActions.copied'] : m['pageActions.copyMarkdown']}</span>
    </button>
  );
}
