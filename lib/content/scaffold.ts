// Skeletons of new pages for `npm run new`, marked TODO so the build refuses them until they are written.
import type { SidebarItem } from '../site-config';

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The English and Chinese skeleton of a page at `arg` (`config/output/foo`, or `guide/new/` for a section root). */
export function pageSkeletons(arg: string): { en: string; zh: string } {
  const segments = arg.replace(/\/$/, '').split('/');
  const isConfig = segments[0] === 'config' && segments.length > 1 && !arg.endsWith('/');
  const configKey = segments.slice(1).map(camel).join('.');
  return {
    en: isConfig
      ? `---\nconfigKey: ${configKey}\nconfigType: "TODO: the type as @rsbuild/core declares it"\nconfigDefault: "TODO: the default as a JavaScript literal"\n---\n\n# ${configKey}\n\nTODO: what the option does.\n\n## Example {#example}\n\n\`\`\`ts title="rsbuild.config.ts"\nimport { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n\`\`\`\n\n## Pitfalls {#pitfalls}\n\nTODO\n`
      : `---\ndescription: "TODO: one sentence for search results"\n---\n\n# TODO: title\n\nTODO: what the reader will be able to do.\n\n## Steps {#steps}\n\nTODO\n`,
    zh: isConfig
      ? `---\nconfigKey: ${configKey}\nconfigType: "TODO: 与英文页相同的类型"\nconfigDefault: "TODO: 与英文页相同的默认值"\n---\n\n# ${configKey}\n\nTODO：说明这个配置项的作用。\n\n## 示例 {#example}\n\n\`\`\`ts title="rsbuild.config.ts"\nimport { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n\`\`\`\n\n## 注意事项 {#pitfalls}\n\nTODO\n`
      : `---\ndescription: "TODO：一句话介绍本页"\n---\n\n# TODO：标题\n\nTODO：读者读完本页能做什么。\n\n## 步骤 {#steps}\n\nTODO\n`,
  };
}

/** The text key of the sidebar group that already lists the siblings of a route. */
export function siblingGroup(items: SidebarItem[], route: string): string | undefined {
  const parent = route.replace(/[^/]+\/?$/, '');
  for (const item of items) {
    if (item.kind !== 'group') continue;
    if (item.items.some((i) => i.kind === 'link' && i.link.replace(/[^/]+\/?$/, '') === parent)) return item.text;
    const nested = siblingGroup(item.items, route);
    if (nested) return nested;
  }
  return undefined;
}
