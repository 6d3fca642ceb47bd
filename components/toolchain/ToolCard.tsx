import type { CSSProperties } from 'react';
import type { LocalizedTool } from '@/lib/config/toolchain';

/** One tool: logo, name and description, the whole card a link to the tool's site. */
export function ToolCard({ tool, size, className }: { tool: LocalizedTool; size: number; className: string }) {
  return (
    <a href={tool.href} target="_blank" rel="noopener noreferrer" className={className} data-tool={tool.name}>
      <img
        className="tool-logo"
        src={tool.logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={tool.logoScale ? ({ transform: `scale(${tool.logoScale})` } as CSSProperties) : undefined}
      />
      <span className="tool-text">
        <span className="tool-name">{tool.name}</span>
        <span className="tool-desc">{tool.desc}</span>
      </span>
    </a>
  );
}
