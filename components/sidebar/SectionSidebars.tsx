'use client';
// The section layout hands its sidebars down to the pages under it: the data travels in the layout's
// payload, once per section, and each page's SidebarTree picks its own by key.
import { createContext, useContext, type ReactNode } from 'react';
import type { SidebarPayload } from '@/lib/page/sidebar-payload';

type Sidebars = Record<string, SidebarPayload>;

const SidebarsContext = createContext<Sidebars>({});

export function SectionSidebars({ sidebars, children }: { sidebars: Sidebars; children: ReactNode }) {
  return <SidebarsContext.Provider value={sidebars}>{children}</SidebarsContext.Provider>;
}

export function useSectionSidebar(key: string): SidebarPayload {
  const sidebar = useContext(SidebarsContext)[key];
  // The route resolver gives a page only keys of its own section, so this is a bug, never a reader's input.
  if (!sidebar) throw new Error(`The section layout has no sidebar ${key}`);
  return sidebar;
}
