'use client';
// A collapsible sidebar group (docs/behaviour.md §4): the header and the arrow both toggle it; it collapses in 0.5 s
// and expands in 0.3 s (the CSS); a group that comes to hold the active page opens itself.
import { useEffect, useState, type ReactNode } from 'react';
import { withBase } from '@/lib/base-path';
import { useMessages } from '../layout/LangContext';
import { Icon } from '../icons/Icon';
import { SidebarText } from './SidebarText';

interface Props {
  /** The id of the group's list, unique in the sidebar. */
  id: string;
  text: string;
  pieces?: string[];
  link?: string;
  tag?: string;
  /** The group holds the current page. */
  active: boolean;
  /** The group's own link is the current page. */
  linkActive: boolean;
  collapsible: boolean;
  collapsed: boolean;
  children: ReactNode;
}

const Arrow = () => <Icon name="chevron-right" className="sidebar-arrow" />;

export function SidebarGroup({
  id,
  text,
  pieces,
  link,
  tag,
  active,
  linkActive,
  collapsible,
  collapsed,
  children,
}: Props) {
  const m = useMessages();
  const [open, setOpen] = useState(!collapsed);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const label = (
    <>
      <SidebarText text={text} pieces={pieces} />
      {tag && <span className="sidebar-tag">{tag}</span>}
    </>
  );
  const toggle = () => setOpen((o) => !o);

  // The header's parts and the list are the <li>'s own children, with as few attributes as the behaviour
  // needs: a config page's sidebar has some twenty groups, in every page's HTML.
  return (
    <>
      {link ? (
        <a
          href={withBase(link)}
          className="sidebar-group-title"
          aria-current={linkActive ? 'page' : undefined}
          onClick={() => setOpen(true)}
        >
          {label}
        </a>
      ) : collapsible ? (
        <button type="button" className="sidebar-group-title" aria-expanded={open} aria-controls={id} onClick={toggle}>
          {label}
          <Arrow />
        </button>
      ) : (
        <p className="sidebar-group-title">{label}</p>
      )}
      {link && collapsible && (
        <button
          type="button"
          className="sidebar-group-arrow"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${m['sidebar.toggleGroup']}: ${text}`}
          onClick={toggle}
        >
          <Arrow />
        </button>
      )}
      <div id={id} className="sidebar-group-items" inert={!open}>
        <ul>{children}</ul>
      </div>
    </>
  );
}
