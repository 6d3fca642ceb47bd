import type { ReactNode } from 'react';
import Link from 'next/link';
import type { PageData } from '@/lib/content/page-data';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { localizePath } from '@/lib/routing/locale';
import { Navbar } from '../navbar/Navbar';
import { SkipLink } from '../layout/SkipLink';

export function HomePage({ page, children }: { page: PageData; children: ReactNode }) {
  const { lang } = page;
  return (
    <>
      <SkipLink lang={lang} />
      <Navbar lang={lang} routePath={page.routePath} />
      <main id="main-content" className="home" tabIndex={-1}>
        <section className="hero">
          <img src={siteConfig.logo.light} alt="" width="120" height="120" className="hero-logo" />
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-subtitle">{t(lang, 'home.subtitle')}</p>
          <p className="hero-tagline">{t(lang, 'home.tagline')}</p>
          <div className="hero-actions">
            <Link href={localizePath('/guide/start/quick-start', lang)} className="button button-primary">
              {t(lang, 'home.getStarted')}
            </Link>
            <a href={siteConfig.repoUrl} target="_blank" rel="noopener noreferrer" className="button">
              {t(lang, 'home.github')}
            </a>
          </div>
        </section>
        {page.frontmatter.features && (
          <section className="features">
            {page.frontmatter.features.map((f) => {
              const body = (
                <>
                  {f.icon && <span className="feature-icon" aria-hidden="true">{f.icon}</span>}
                  <h2 className="feature-title">{f.title}</h2>
                  <p>{f.details}</p>
                </>
              );
              const className = `feature-card span-${f.span ?? 4}`;
              return f.link ? (
                <Link key={f.title} href={localizePath(f.link, lang)} className={className}>
                  {body}
                </Link>
              ) : (
                <div key={f.title} className={className}>
                  {body}
                </div>
              );
            })}
          </section>
        )}
        <div className="prose home-content">{children}</div>
      </main>
    </>
  );
}
