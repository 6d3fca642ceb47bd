// The default browser targets as bars of their global usage share, computed at build time
// (lib/pictures/browser-support.ts), so the chart follows the installed caniuse-lite data.
import type { CSSProperties } from 'react';
import { browserSupport } from '@/lib/pictures/browser-support';
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import { siteLangOf } from '@/lib/routing/lang-path';
import { ZoomFigure } from './ZoomFigure';
import './pictures.css';

export function BrowserSupport({ lang, caption }: { lang: Lang; caption?: string }) {
  const { rows, total } = browserSupport();
  const percent = new Intl.NumberFormat(siteLangOf(lang).htmlLang, { maximumFractionDigits: 1 });
  const bar = (label: string, detail: string, share: number, strong = false) => (
    <li key={label} className={strong ? 'support-row support-total' : 'support-row'}>
      <span className="support-label">
        {label} <span className="support-detail">{detail}</span>
      </span>
      <span className="support-track">
        {/* The track is all of global usage, so a bar's length reads as the share it labels. */}
        <span className="support-bar" style={{ '--support-width': `${share}%` } as CSSProperties} />
        <span className="support-share">{percent.format(share)} %</span>
      </span>
    </li>
  );
  return (
    <ZoomFigure
      className="support"
      label={t(lang, 'pictures.zoom')}
      caption={
        <>
          {caption} {t(lang, 'pictures.support.source')}.
        </>
      }
    >
      <ul>
        {rows.map((r) =>
          bar(
            `${r.browser} ${r.oldest}+`,
            r.released ? `${t(lang, 'pictures.support.released')} ${r.released}` : r.query,
            r.share,
          ),
        )}
        {bar(t(lang, 'pictures.support.total'), '', total, true)}
      </ul>
    </ZoomFigure>
  );
}
