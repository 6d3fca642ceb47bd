import type { ReactNode } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { assetUrl } from '@/lib/page/assets';
import { benchmarkGroups } from '@/lib/home/benchmark-data';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { localizePath } from '@/lib/routing/lang-path';
import { Benchmark } from '../benchmark/Benchmark';
import { BenchmarkSource } from '../benchmark/BenchmarkSource';
import { ToolGrid } from '../toolchain/ToolGrid';
import { Hero } from './Hero';
import { Features } from './Features';
import { HomeFooter } from './HomeFooter';
import './HomePage.css';

export function HomePage({ page, children }: { page: PageData; children: ReactNode }) {
  const { lang } = page;
  return (
    <>
      <main id="main-content" className="home">
        <Hero
          lang={lang}
          title={siteConfig.title}
          subTitle={t(lang, 'home.subtitle')}
          description={t(lang, 'home.tagline')}
          logoUrl={assetUrl(siteConfig.logo.light)}
          getStartedHref={localizePath('/guide/start/quick-start', lang)}
          githubURL={siteConfig.repoUrl}
          showStars
        />
        {page.frontmatter.features && (
          <Features features={page.frontmatter.features} lang={lang} title={t(lang, 'home.features')} />
        )}
        <section className="home-section" aria-labelledby="benchmark-title">
          <h2 id="benchmark-title" className="home-section-title">
            {t(lang, 'home.benchmark.title')}
          </h2>
          <p className="home-section-intro">{t(lang, 'home.benchmark.intro')}</p>
          <Benchmark groups={benchmarkGroups(lang)} />
          <BenchmarkSource lang={lang} />
        </section>
        <section className="home-section" aria-labelledby="tools-title">
          <h2 id="tools-title" className="home-section-title">
            {t(lang, 'home.tools.title')}
          </h2>
          <p className="home-section-intro">{t(lang, 'home.tools.intro')}</p>
          <ToolGrid lang={lang} />
        </section>
        <div className="prose home-content">{children}</div>
      </main>
      <HomeFooter lang={lang} />
    </>
  );
}
