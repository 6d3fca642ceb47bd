// One npm command written by an author, as each package manager spells it.
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function commandFor(npmCommand: string, pm: PackageManager): string {
  const command = npmCommand.trim();
  if (pm === 'npm') return command;
  const npx = command.match(/^npx\s+(.*)$/);
  if (npx) return pm === 'yarn' ? `yarn dlx ${npx[1]}` : pm === 'pnpm' ? `pnpm dlx ${npx[1]}` : `bunx ${npx[1]}`;
  const m = command.match(/^npm\s+(\S+)(.*)$/);
  if (!m) throw new Error(`PackageManagerTabs: "${command}" is not an npm or npx command`);
  const [, verb, rest] = m;
  switch (verb) {
    case 'install':
    case 'i':
    case 'add':
      if (!rest.trim()) return `${pm} install`;
      return `${pm} add${rest.replace(/\s--save-dev\b/, ' -D')}`;
    case 'create':
      // yarn create takes no version tag on the package.
      return pm === 'yarn' ? `yarn create${rest.replace(/@latest\b/, '')}` : `${pm} create${rest}`;
    case 'run':
      return `${pm} run${rest}`;
    case 'uninstall':
    case 'remove':
      return `${pm} remove${rest}`;
    default:
      return `${pm} ${verb}${rest}`;
  }
}
