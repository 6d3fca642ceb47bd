import { withBase } from '@/lib/base-path';
import { t } from '@/lib/i18n';
import { heroSecondaryButton, heroStars } from '@/lib/browser/hero';
import type { Lang } from '@/lib/site-config';
import { HeroStars } from './HeroStars';
import './Hero.css';

export interface HeroProps {
  lang: Lang;
  /** Where the primary button goes. */
  getStartedHref: string;
  /** Where `Learn More` goes when there is no repository. */
  learnMoreHref?: string;
  showStars?: boolean;
  showOvalBg?: boolean;
  logoUrl: string;
  title: string;
  subTitle?: string;
  description?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  githubURL?: string;
}

/** The landing hero (docs/behaviour.md §2.10). Static HTML; only the stars' pull toward the pointer runs on the client. */
export function Hero({
  lang,
  getStartedHref,
  learnMoreHref = getStartedHref,
  showStars = false,
  showOvalBg = true,
  logoUrl,
  title,
  subTitle = t(lang, 'hero.defaultSubtitle'),
  description = t(lang, 'hero.defaultDescription'),
  getStartedButtonText = t(lang, 'hero.getStarted'),
  learnMoreButtonText = t(lang, 'hero.learnMore'),
  githubURL,
}: HeroProps) {
  const secondary = heroSecondaryButton(githubURL);
  return (
    <section className="hero">
      {showStars && <HeroStars stars={heroStars()} />}
      <div className="hero-logo-wrap">
        {showOvalBg && <div className="hero-oval" aria-hidden="true" />}
        <img src={logoUrl} alt="" width="160" height="160" className="hero-logo" fetchPriority="high" />
      </div>
      <h1 className="hero-title">{title}</h1>
      <p className="hero-subtitle">{subTitle}</p>
      <p className="hero-description">{description}</p>
      <div className="hero-actions">
        <a href={withBase(getStartedHref)} className="button button-primary hero-get-started">
          {getStartedButtonText}
        </a>
        {secondary.kind === 'github' ? (
          <a href={secondary.href} target="_blank" rel="noopener noreferrer" className="button hero-secondary">
            {t(lang, 'hero.github')}
          </a>
        ) : (
          <a href={withBase(learnMoreHref)} className="button hero-secondary">
            {learnMoreButtonText}
          </a>
        )}
      </div>
    </section>
  );
}
