'use client';
// Tabs whose choice is remembered per group in localStorage and shared by every group with the same id;
// an inline script after the group shows the stored choice before paint (lib/browser/tabs.ts). Keys follow
// WAI-ARIA's tabs pattern: arrows move to the previous or next tab, Home and End to the first and last.
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { storedTabIndex, tabChoiceScript, TABS_STORAGE_PREFIX } from '@/lib/browser/tabs';
import { readChoice, saveChoice } from '@/lib/browser/reader-choices';

const storageKey = (groupId: string) => `${TABS_STORAGE_PREFIX}${groupId}`;
const EVENT = 'rsbuild-tabs-change';

export function Tab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>;
}

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{
    label: string;
    children?: ReactNode;
  }>[];
  const [selected, setSelected] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!groupId) return;
    const read = () => {
      const stored = storedTabIndex(readChoice(storageKey(groupId)), tabs.length);
      if (stored !== null) setSelected(stored);
    };
    read();
    const onChange = (e: Event) => (e as CustomEvent<string>).detail === groupId && read();
    window.addEventListener(EVENT, onChange);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(EVENT, onChange);
      window.removeEventListener('storage', read);
    };
  }, [groupId, tabs.length]);

  const select = (index: number) => {
    setSelected(index);
    if (!groupId) return;
    saveChoice(storageKey(groupId), String(index));
    window.dispatchEvent(new CustomEvent(EVENT, { detail: groupId }));
  };

  const keyTarget: Record<string, number> = {
    ArrowRight: (selected + 1) % tabs.length,
    ArrowLeft: (selected + tabs.length - 1) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  return (
    <>
      <div className="tabs" data-group={groupId}>
        <div role="tablist" className="tabs-list">
          {tabs.map((tab, i) => (
            <button
              key={tab.props.label}
              role="tab"
              type="button"
              id={`${id}-tab-${i}`}
              aria-selected={i === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
              className="tabs-tab"
              onClick={() => select(i)}
              onKeyDown={(e) => {
                const next = keyTarget[e.key];
                if (next === undefined) return;
                e.preventDefault();
                select(next);
                document.getElementById(`${id}-tab-${next}`)?.focus();
              }}
            >
              {tab.props.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div
            key={tab.props.label}
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            hidden={i !== selected}
            className="tabs-panel"
          >
            {tab.props.children}
          </div>
        ))}
      </div>
      {/* The script does its work in the server's HTML only: one that React adds in the browser never runs.
          So the browser's bundle leaves the text out, and hydration keeps the server's. */}
      {groupId && (
        <script
          dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? tabChoiceScript : '' }}
          suppressHydrationWarning
        />
      )}
    </>
  );
}
