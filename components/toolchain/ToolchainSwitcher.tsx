import { t } from '@/lib/i18n';
import { switcherTools } from '@/lib/tools';
import { siteConfig, type Lang } from '@/lib/site-config';
import { ToolCard } from './ToolCard';
import { ToolchainPopover } from './ToolchainPopover';
import './ToolchainSwitcher.css';

/** The button next to the navbar logo that lists the seven entries of the toolchain. */
export function ToolchainSwitcher({ lang }: { lang: Lang }) {
  return (
    <ToolchainPopover label={t(lang, 'toolchain.label')} trigger={siteConfig.toolchainTrigger}>
      <ul className="toolchain-list">
        {switcherTools(lang).map((tool) => (
          <li key={tool.name}>
            <ToolCard tool={tool} size={32} className="toolchain-item" />
          </li>
        ))}
      </ul>
    </ToolchainPopover>
  );
}
