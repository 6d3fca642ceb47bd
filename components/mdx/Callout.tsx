import type { ReactNode } from 'react';
import type { ContainerKind } from '@/lib/content/preprocess';
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';

export function Callout({
  lang,
  type,
  title,
  children,
}: {
  lang: Lang;
  type: ContainerKind;
  title?: string;
  children: ReactNode;
}) {
  const heading = title ?? t(lang, `container.${type}`);
  if (type === 'details') {
    return (
      <details className={`callout callout-${type}`}>
        <summary className="callout-title">{heading}</summary>
        {children}
      </details>
    );
  }
  return (
    <div className={`callout callout-${type}`}>
      <p className="callout-title">{heading}</p>
      {children}
    </div>
  );
}
