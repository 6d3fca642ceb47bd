import { Fragment } from 'react';
import { codeSpans } from '@/lib/content/code-spans';
import type { Frontmatter } from '@/lib/content/frontmatter';
import { t } from '@/lib/i18n';
import { BREAK_POINT_CLASS } from '@/lib/content/line-breaks';
import type { Lang } from '@/lib/site-config';
import { BreakableText } from '../layout/BreakableText';

/** The Default row's value: the default in words (code between backticks), or the literal(s) as code. */
function defaultValue(lang: Lang, { configDefault, configDefaultText }: Frontmatter) {
  // Checked when the frontmatter was read: every backtick has its closing one.
  if (configDefaultText) {
    return codeSpans(configDefaultText)!.map((span, i) =>
      span.code ? (
        <Fragment key={i}>
          {span.breakBefore && <span className={BREAK_POINT_CLASS} />}
          <code>{span.value}</code>
        </Fragment>
      ) : (
        span.value
      ),
    );
  }
  if (typeof configDefault === 'object') {
    return (
      <>
        <code>{configDefault.development}</code> ({t(lang, 'config.development')}),{' '}
        <code>{configDefault.production}</code> ({t(lang, 'config.production')})
      </>
    );
  }
  return configDefault === undefined ? undefined : <code>{configDefault}</code>;
}

/** Type, Default and the version that added a config option, from the page's frontmatter. */
export function ConfigMeta({ lang, frontmatter }: { lang: Lang; frontmatter: Frontmatter }) {
  const { configType, configAdded } = frontmatter;
  const value = defaultValue(lang, frontmatter);
  return (
    <dl className="config-meta">
      {configType && (
        <div>
          <dt>{t(lang, 'config.type')}</dt>
          <dd>
            <code>
              <BreakableText text={configType} />
            </code>
          </dd>
        </div>
      )}
      {value !== undefined && (
        <div>
          <dt>{t(lang, 'config.default')}</dt>
          <dd>{value}</dd>
        </div>
      )}
      {configAdded && (
        <div>
          <dt>{t(lang, 'config.added')}</dt>
          <dd>
            <code>v{configAdded}</code>
          </dd>
        </div>
      )}
    </dl>
  );
}
