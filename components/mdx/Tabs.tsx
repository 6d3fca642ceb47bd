'use client';
// Tabs whose choice is remembered per group in localStorage and shared by every group with the same id.
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';

const storageKey = (groupId: string) => `rsbuild-tabs-${groupId}`;
const EVENT = 'rsbuild-tabs-change';

export function Tab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>;
}

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string; children?: ReactNode }>[];
  const [selected, setSelected] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!groupId) return;
    const read = () => {
      const stored = Number(localStorage.getItem(storageKey(groupId)));
      if (Number.isInteger(stored) && stored >= 0 && stored < tabs.length) setSelected(stored);
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
    localStorage.setItem(storageKey(groupId), String(index));
    window.dispatchEvent(new CustomEvent(EVENT, { detail: groupId }));
  };

  return (
    <div className="tabs">
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
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = (selected + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
              select(next);
              document.getElementById(`${id}-tab-${next}`)?.focus();
            }}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.props.label} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected} className="tabs-panel">
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
