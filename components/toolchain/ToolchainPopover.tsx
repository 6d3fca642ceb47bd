'use client';
// Open and close state of the toolchain popover: on hover (or click, per config) after 0.1 s, below the
// button on its left edge, no arrow; Escape closes it. The list is rendered while it is open only: closed, it
// would be hidden markup in every page and its data twice in the page's payload.
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { LocalizedTool } from '@/lib/config/toolchain';
import { useDismiss } from '../layout/useDismiss';
import { useModal } from '../layout/useModal';
import { ToolCard } from './ToolCard';
import { Icon } from '../icons/Icon';

export const POPOVER_DELAY_MS = 100;

export function ToolchainPopover({
  label,
  trigger,
  tools,
}: {
  label: string;
  trigger: 'hover' | 'click';
  tools: LocalizedTool[];
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Opened by pointing at it, it is a hover card that the pointer leaving closes; opened by a click, a tap
  // or the keyboard, a modal dialog (focus kept in it, the page inert).
  const [hovered, setHovered] = useState(false);
  useModal(open && !hovered, () => [document.getElementById(panelId), button.current], label);

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(next);
      setHovered(next);
    }, POPOVER_DELAY_MS);
  };

  // Escape closes it, and so does a tap or click anywhere else (touch has no pointer leaving); either way
  // a pending hover must not reopen it.
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useDismiss(open, close, { parts: () => [root.current], returnFocus: () => button.current });

  useEffect(() => () => clearTimeout(timer.current), []);

  // Hover is a mouse thing; a touch's pointerleave right after the tap would close the popover again.
  const onHover = (next: boolean) => (e: PointerEvent) => {
    if (trigger === 'hover' && e.pointerType === 'mouse') later(next);
  };
  return (
    <div
      ref={root}
      className="toolchain"
      data-open={open || undefined}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
    >
      <button
        ref={button}
        type="button"
        className="icon-button toolchain-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          clearTimeout(timer.current);
          // With a hover trigger a mouse click must not close what hovering just opened; keys toggle.
          const byMouse = (e.nativeEvent as globalThis.PointerEvent).pointerType === 'mouse';
          setOpen((o) => (trigger === 'hover' && byMouse ? true : !o));
          setHovered(trigger === 'hover' && byMouse);
        }}
      >
        <Icon name="toolchain" />
      </button>
      <div id={panelId} className="toolchain-panel" hidden={!open}>
        {open && (
          <ul className="toolchain-list">
            {tools.map((tool) => (
              <li key={tool.name}>
                <ToolCard tool={tool} size={32} className="toolchain-item" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
