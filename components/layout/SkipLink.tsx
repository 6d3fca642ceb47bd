import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import './SkipLink.css';

export function SkipLink({ lang }: { lang: Lang }) {
  return (
    <a href="#main-content" className="skip-link">
      {t(lang, 'a11y.skipToContent')}
    </a>
  );
}
