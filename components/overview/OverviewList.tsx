'use client';
// Server-rendered in full; typing in the filter narrows the list (lib/page/overview.ts decides what stays).
import { useId, useState } from 'react';
import { withBase } from '@/lib/base-path';
import { filterOverview, type OverviewGroup } from '@/lib/page/overview';
import { TextPieces } from '../layout/TextPieces';
import { useMessages } from '../layout/LangContext';
import './overview.css';

export function OverviewList({ groups }: { groups: OverviewGroup[] }) {
  const m = useMessages();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = filterOverview(groups, query);
  return (
    <section className="overview">
      <div className="overview-filter">
        <label htmlFor={id}>{m['overview.filterLabel']}</label>
        <input
          id={id}
          type="search"
          value={query}
          placeholder={m['overview.filterPlaceholder']}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 && <p className="overview-empty">{m['overview.empty']}</p>}
      {shown.map((group) => (
        <div key={group.title} className="overview-group">
          <h2 className="overview-group-title">{group.title}</h2>
          <div className="overview-cards">
            {group.pages.map((p) => (
              <div key={p.link} className="overview-card">
                <h3 className="overview-page-title">
                  <a href={withBase(p.link)}>{p.pieces ? <TextPieces pieces={p.pieces} /> : p.title}</a>
                </h3>
                {p.headings.length > 0 && (
                  <ul>
                    {p.headings.map((h) => (
                      <li key={h.id}>
                        <a href={withBase(`${p.link}#${h.id}`)}>
                          {h.pieces ? <TextPieces pieces={h.pieces} /> : h.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
