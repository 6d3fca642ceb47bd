import { withBase } from '@/lib/base-path';
import { t } from '@/lib/i18n';
import { homeFooterColumns } from '@/lib/home/home-footer';
import type { Lang } from '@/lib/site-config';
import './HomeFooter.css';

export function HomeFooter({ lang }: { lang: Lang }) {
  return (
    <footer className="home-footer">
      <nav className="home-footer-columns" aria-label={t(lang, 'homeFooter.label')}>
        {homeFooterColumns(lang).map((column) => (
          <div key={column.title} className="home-footer-column">
            <h2 className="home-footer-title">{column.title}</h2>
            <ul>
              {column.links.map((l) => (
                <li key={l.href}>
                  {l.external ? (
                    <a href={l.href} target="_blank" rel="noopener noreferrer">
                      {l.text}
                    </a>
                  ) : (
                    <a href={withBase(l.href)}>{l.text}</a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="home-footer-copyright">
        {t(lang, 'homeFooter.license')} {t(lang, 'homeFooter.copyright')}
      </p>
    </footer>
  );
}
