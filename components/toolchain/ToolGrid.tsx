import { gridTools } from '@/lib/config/toolchain';
import type { Lang } from '@/lib/site-config';
import { ToolCard } from './ToolCard';
import './ToolGrid.css';

/** The six sibling tools, on the home page. */
export function ToolGrid({ lang }: { lang: Lang }) {
  return (
    <ul className="tool-grid">
      {gridTools(lang).map((tool) => (
        <li key={tool.name}>
          <ToolCard tool={tool} size={48} className="tool-card" />
        </li>
      ))}
    </ul>
  );
}
