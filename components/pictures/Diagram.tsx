// A diagram drawn as inline SVG on the server: its text is the page's (selectable, found by the browser's
// search, translated with the page) and its colours are the theme's CSS variables.
import { layoutDiagram, type DiagramRow, type PlacedArrow } from '@/lib/pictures/diagram';
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import { ZoomFigure } from './ZoomFigure';
import './pictures.css';

function Arrow({ x1, y1, x2, y2 }: PlacedArrow) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (a: number) => `${x2 - 8 * Math.cos(angle + a)},${y2 - 8 * Math.sin(angle + a)}`;
  return (
    <g className="diagram-arrow">
      <line x1={x1} y1={y1 + 2} x2={x2 - 3 * Math.cos(angle)} y2={y2 - 3 * Math.sin(angle)} />
      <polygon points={`${x2},${y2} ${head(0.45)} ${head(-0.45)}`} />
    </g>
  );
}

export function Diagram({
  lang,
  rows,
  alt,
  caption,
}: {
  lang: Lang;
  rows: DiagramRow[];
  alt: string;
  caption?: string;
}) {
  const { width, height, boxes, arrows, fontSizes } = layoutDiagram(rows);
  return (
    <ZoomFigure className="diagram" label={t(lang, 'pictures.zoom')} caption={caption}>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={alt}>
        {arrows.map((a, i) => (
          <Arrow key={i} {...a} />
        ))}
        {boxes.map((b, i) => (
          <g key={i} className={b.strong ? 'diagram-box diagram-box-strong' : 'diagram-box'}>
            <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={8} />
            <text className="diagram-title" x={b.title.x} y={b.title.y} fontSize={fontSizes.title}>
              {b.title.text}
            </text>
            {b.note.map((t, j) => (
              <text key={j} className="diagram-note" x={t.x} y={t.y} fontSize={fontSizes.note}>
                {t.text}
              </text>
            ))}
            {b.chips.map((c, j) => (
              <g key={j} className="diagram-chip">
                <rect x={c.chipX} y={c.chipY} width={c.width} height={24} rx={5} />
                <text x={c.x} y={c.y} fontSize={fontSizes.chip}>
                  {c.text}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </ZoomFigure>
  );
}
