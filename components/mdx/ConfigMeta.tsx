import type { Frontmatter } from '@/lib/content/frontmatter';
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import { BreakableText } from '../layout/BreakableText';

/** Type, Default and the version that added a config option, from the page's frontmatter. */
export function ConfigMeta({ lang, frontmatter }: { lang: Lang; frontmatter: Frontmatter }) {
  const { configType, configDefault, configDefaultText, configAdded } = frontmatter;
  const defaultValue =
    configDefaultText ??
    (typeof configDefault === 'object' ? (
      <>
        <code>{configDefault.development}</code> ({t(lang, 'config.development')}), <code>{configDefault.production}</code> ({t(lang, 'config.production')})
      </>
    ) : configDefault !== undefined ? (
      <code>{configDefault}</code>
    ) : undefined);
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
      {defaultValue !== undefined && (
        <div>
          <dt>{t(lang, 'config.default')}</dt>
          <dd>{defaultValue}</dd>
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
