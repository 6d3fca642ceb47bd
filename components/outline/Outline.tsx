import type { TocItem } from '@/lib/content/analyze';

export function Outline({ toc, title }: { toc: TocItem[]; title: string }) {
  if (!toc.length) return null;
  return (
    <nav aria-labelledby="outline-title" className="outline">
      <p id="outline-title" className="outline-title">
        {title}
      </p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} data-depth={item.depth}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
