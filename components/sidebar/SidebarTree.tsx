'use client';
// The sidebar's entries, rendered from the short form its section's layout carries (lib/page/sidebar-payload.ts).
import { useMemo } from 'react';
import { unpackSidebar } from '@/lib/page/sidebar-payload';
import type { ResolvedSidebarItem } from '@/lib/page/sidebar';
import { withBase } from '@/lib/base-path';
import { SidebarGroup } from './SidebarGroup';
import { useSectionSidebar } from './SectionSidebars';
import { Icon } from '../icons/Icon';
import { SidebarText } from './SidebarText';

const Tag = ({ text }: { text?: string }) => (text ? <span className="sidebar-tag">{text}</span> : null);

/** `place` is the item's position in the tree (`3-1`): a group's list gets its id from it. */
function Item({ item, place }: { item: ResolvedSidebarItem; place: string }) {
  switch (item.kind) {
    case 'link':
      return (
        <li>
          <a href={withBase(item.link)} aria-current={item.active ? 'page' : undefined}>
            <SidebarText text={item.text} pieces={item.pieces} />
            <Tag text={item.tag} />
          </a>
        </li>
      );
    case 'group':
      return (
        <li className="sidebar-group">
          <SidebarGroup
            id={`sb-${place}`}
            text={item.text}
            pieces={item.pieces}
            link={item.link}
            tag={item.tag}
            active={item.active}
            linkActive={item.current}
            collapsible={item.collapsible}
            collapsed={item.collapsed}
          >
            {item.items.map((child, i) => (
              <Item key={i} item={child} place={`${place}-${i}`} />
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
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            {item.text}
            <Icon name="external" size={12} />
          </a>
        </li>
      );
  }
}

/** The section's sidebar `sidebarKey`, with the page at `current` marked. */
export function SidebarTree({ sidebarKey, current }: { sidebarKey: string; current: string }) {
  const items = useSectionSidebar(sidebarKey);
  const resolved = useMemo(() => unpackSidebar(items, current), [items, current]);
  return (
    <ul>
      {resolved.map((item, i) => (
        <Item key={i} item={item} place={String(i)} />
      ))}
    </ul>
  );
}
