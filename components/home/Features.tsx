import { withBase } from '@/lib/base-path';
import type { FeatureCard } from '@/lib/content/frontmatter';
import { assetUrl } from '@/lib/page/assets';
import { localizePath } from '@/lib/routing/lang-path';
import type { Lang } from '@/lib/site-config';
import './Features.css';

/** An icon that is a path is one of our images in public/; anything else is text, such as an emoji. */
function FeatureIcon({ icon }: { icon: string }) {
  if (icon.startsWith('/'))
    return <img className="feature-icon" src={assetUrl(icon)} alt="" width="32" height="32" loading="lazy" />;
  return (
    <span className="feature-icon" aria-hidden="true">
      {icon}
    </span>
  );
}

/** Home page cards (docs/behaviour.md §2.3): the whole card is one link when it has one, else plain text. */
export function Features({ features, lang, title }: { features: FeatureCard[]; lang: Lang; title: string }) {
  return (
    <section className="features" aria-labelledby="features-title">
      <h2 id="features-title" className="visually-hidden">
        {title}
      </h2>
      <ul className="features-grid">
        {features.map((f) => {
          const body = (
            <>
              {f.icon && <FeatureIcon icon={f.icon} />}
              <h3 className="feature-title">{f.title}</h3>
              <p className="feature-details">{f.details}</p>
            </>
          );
          return (
            <li key={f.title} className="feature-item" data-span={f.span ?? 4}>
              {f.link ? (
                <a href={withBase(localizePath(f.link, lang))} className="feature-card feature-card-link">
                  {body}
                </a>
              ) : (
                <div className="feature-card">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
