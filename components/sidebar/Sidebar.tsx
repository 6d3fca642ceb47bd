import { SidebarScroll } from './SidebarScroll';
import { SidebarTree } from './SidebarTree';
import './Sidebar.css';

/** The sidebar `sidebarKey` of the page's section layout, the page at `current` marked in it. */
export function Sidebar({ sidebarKey, current, label }: { sidebarKey: string; current: string; label: string }) {
  return (
    <nav aria-label={label} className="sidebar">
      <SidebarScroll sidebarKey={sidebarKey} />
      <SidebarTree sidebarKey={sidebarKey} current={current} />
    </nav>
  );
}
