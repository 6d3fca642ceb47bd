import { t } from '@/lib/i18n';
import { switcherTools } from '@/lib/config/toolchain';
import { siteConfig, type Lang } from '@/lib/site-config';
import { ToolchainPopover } from './ToolchainPopover';
import './ToolchainSwitcher.css';

/** The button next to the navbar logo that lists the seven entries of the toolchain. */
export function ToolchainSwitcher({ lang }: { lang: Lang }) {
  return (
    <ToolchainPopover
      label={t(lang, 'toolchain.label')}
      trigger={siteConfig.toolchainTrigger}
      tools={switcherTools(lang)}
    />
  );
}
