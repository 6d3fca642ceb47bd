'use client';
import { useMessages } from '../layout/LangContext';
import { useCopy } from './useCopy';
import { Icon } from '../icons/Icon';

export function CopyButton({ code }: { code?: string }) {
  const m = useMessages();
  const [copied, copyText] = useCopy();
  const copy = (button: HTMLButtonElement) =>
    copyText(code ?? button.closest('figure')?.querySelector('pre')?.textContent ?? '');
  return (
    <button
      type="button"
      className="code-action copy-button"
      data-copied={copied || undefined}
      aria-label={copied ? m['code.copied'] : m['code.copy']}
      onClick={(e) => copy(e.currentTarget)}
    >
      <Icon name={copied ? 'check' : 'copy'} />
    </button>
  );
}
