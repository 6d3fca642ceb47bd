import type { ResolvedSidebarItem } from '@/lib/sidebar';
import { withBase } from '@/lib/base-path';
import { SidebarGroup } from './SidebarGroup';
import { SidebarScroll } from './SidebarScroll';
import { SidebarGroupToggle } from './SidebarGroupToggle';
import './Sidebar.css';

const Tag = ({ text }: { text?: string }) => (text ? <span className="sidebar-tag">{text}</span> : null);

/** `path` is the item's place in the tree (`2-0`), which gives a group a unique id. */
function Item({ item, path, toggleLabel }: { item: ResolvedSidebarItem; path: string; toggleLabel: string }) {
  switch (item.kind) {
    case 'link':
      return (
        <li>
          <a href={withBase(item.link)} className="sidebar-link" aria-current={item.active ? 'page' : undefined}>
            {item.text}
            <Tag text={item.tag} />
          </a>
        </li>
      );
    case 'group':
      return (
        <li className="sidebar-group">
          <SidebarGroup
            id={`sidebar-group-${path}`}
            text={item.text}
            link={item.link && withBase(item.link)}
            tag={item.tag}
            linkActive={item.current}
            collapsible={item.collapsible}
            collapsed={item.collapsed}
            toggleLabel={toggleLabel}
          >
            {item.items.map((child, i) => (
              <Item key={i} item={child} path={`${path}-${i}`} toggleLabel={toggleLabel} />
            ))}
          </SidebarGroup>
        </li>
      );
    case 'divider':
      return (
        <li>
          <hr className={`sidebar-divider sidebar-divider-${item.dividerType}`} />
        </li>
      );
    case 'section':
      return (
        <li className="sidebar-section">
          {item.text}
          <Tag text={item.tag} />
        </li>
      );
    case 'external':
      return (
        <li>
          <a href={item.link} target="_blank" rel="noopener noreferrer" className="sidebar-link sidebar-external">
            {item.text}
            <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
              <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z" />
            </svg>
          </a>
        </li>
      );
  }
}

export function Sidebar({ items, label, toggleLabel }: { items: ResolvedSidebarItem[]; label: string; toggleLabel: string }) {
  return (
    <nav aria-label={label} className="sidebar">
      <SidebarScroll />
      <SidebarGroupToggle />
      <ul>
        {items.map((item, i) => (
          <Item key={i} item={item} path={String(i)} toggleLabel={toggleLabel} />
        ))}
      </ul>
    </nav>
  );
}
