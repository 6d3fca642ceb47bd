import Link from 'next/link';
import type { ResolvedSidebarItem } from '@/lib/sidebar';

function Item({ item }: { item: ResolvedSidebarItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <li>
          <Link href={item.link} className="sidebar-link" aria-current={item.active ? 'page' : undefined}>
            {item.text}
            {item.tag && <span className="badge badge-tip">{item.tag}</span>}
          </Link>
        </li>
      );
    case 'group':
      return (
        <li className="sidebar-group">
          <details open={!item.collapsed}>
            <summary className="sidebar-group-title">{item.text}</summary>
            <ul>
              {item.items.map((child, i) => (
                <Item key={i} item={child} />
              ))}
            </ul>
          </details>
        </li>
      );
    case 'divider':
      return <li role="separator" className={`sidebar-divider sidebar-divider-${item.dividerType}`} />;
    case 'section':
      return <li className="sidebar-section">{item.text}</li>;
    case 'external':
      return (
        <li>
          <a href={item.link} target="_blank" rel="noopener noreferrer" className="sidebar-link">
            {item.text}
          </a>
        </li>
      );
  }
}

export function Sidebar({ items, label }: { items: ResolvedSidebarItem[]; label: string }) {
  return (
    <nav aria-label={label} className="sidebar">
      <ul>
        {items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </ul>
    </nav>
  );
}
