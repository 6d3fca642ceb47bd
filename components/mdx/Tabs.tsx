// Tabs, rendered on the server with the first tab selected; TabSwitcher (once per root layout) switches
// every group on the page, with the roving tabindex and arrow keys of the ARIA tabs pattern, and remembers
// the choice per group id in localStorage, shared by every group with the same id.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export function Tab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>;
}

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string; children?: ReactNode }>[];
  const id = useId();
  return (
    <div className="tabs" data-group-id={groupId}>
      <div role="tablist" className="tabs-list">
        {tabs.map((tab, i) => (
          <button key={tab.props.label} role="tab" type="button" id={`${id}-tab-${i}`} aria-selected={i === 0} aria-controls={`${id}-panel-${i}`} tabIndex={i === 0 ? 0 : -1} className="tabs-tab">
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.props.label} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== 0} className="tabs-panel">
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
