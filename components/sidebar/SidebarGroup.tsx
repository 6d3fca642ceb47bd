// A collapsible sidebar group (spec §4): the header and the arrow both toggle it; it collapses in 0.5 s
// and expands in 0.3 s (the CSS). Server markup only: SidebarGroupToggle, once per sidebar, toggles every
// group. A group holding the current page starts open (lib/sidebar.ts), and each page renders its own
// sidebar, so a group the reader navigates into opens itself.
import type { ReactNode } from 'react';

interface Props {
  /** Unique on the page: the items' id, which the toggle buttons control. */
  id: string;
  text: string;
  link?: string;
  tag?: string;
  /** The group's own link is the current page. */
  linkActive: boolean;
  collapsible: boolean;
  collapsed: boolean;
  /** `Toggle group`, in the page's language. */
  toggleLabel: string;
  children: ReactNode;
}

const Arrow = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="sidebar-arrow">
    <path fill="currentColor" d="M9.3 6.7l1.4-1.4 6.7 6.7-6.7 6.7-1.4-1.4 5.3-5.3z" />
  </svg>
);

export function SidebarGroup({ id, text, link, tag, linkActive, collapsible, collapsed, toggleLabel, children }: Props) {
  const open = !collapsed;
  const label = (
    <>
      <span>{text}</span>
      {tag && <span className="sidebar-tag">{tag}</span>}
    </>
  );

  return (
    <>
      <div className="sidebar-group-header">
        {link ? (
          <a href={link} className="sidebar-group-title" aria-current={linkActive ? 'page' : undefined} data-opens={id}>
            {label}
          </a>
        ) : collapsible ? (
          <button type="button" className="sidebar-group-title" aria-expanded={open} aria-controls={id}>
            {label}
            <Arrow />
          </button>
        ) : (
          <p className="sidebar-group-title">{label}</p>
        )}
        {link && collapsible && (
          <button type="button" className="sidebar-group-arrow" aria-expanded={open} aria-controls={id} aria-label={`${toggleLabel}: ${text}`}>
            <Arrow />
          </button>
        )}
      </div>
      <div id={id} className="sidebar-group-items" data-open={open} inert={!open}>
        <ul>{children}</ul>
      </div>
    </>
  );
}
