import type { TocItem } from '@/lib/content/analyze';
import { OutlineTracker } from './OutlineTracker';
import { BreakableText } from '../layout/BreakableText';
import './Outline.css';

/** The page's h2 to h4 headings, from the build; the tracker marks the active one and drops hidden ones. */
export function Outline({ toc, title }: { toc: TocItem[]; title: string }) {
  if (!toc.length) return null;
  return (
    <nav aria-labelledby="outline-title" className="outline">
      <OutlineTracker />
      <p id="outline-title" className="outline-title">
        {title}
      </p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} data-depth={item.depth}>
            <a href={`#${item.id}`}>
              <BreakableText text={item.text} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
