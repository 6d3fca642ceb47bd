// One npm command written by an author, as each package manager spells it.
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const NPX = /^npx\s+(.*)$/;
const NPM = /^npm\s+(\S+)(.*)$/;

/**
 * Why a <PackageManagerTabs> `command` cannot be shown for every package manager, or undefined. The
 * content check asks it of every page, so a bad command fails there with its file and line instead of
 * when the page renders.
 */
export function commandProblem(npmCommand: unknown): string | undefined {
  if (typeof npmCommand !== 'string' || !npmCommand.trim()) return '<PackageManagerTabs> needs a command="npm ..." attribute';
  const command = npmCommand.trim();
  return NPX.test(command) || NPM.test(command) ? undefined : `PackageManagerTabs: "${command}" is not an npm or npx command`;
}

export function commandFor(npmCommand: string, pm: PackageManager): string {
  const problem = commandProblem(npmCommand);
  if (problem) throw new Error(problem);
  const command = npmCommand.trim();
  if (pm === 'npm') return command;
  const npx = command.match(NPX);
  if (npx) return pm === 'yarn' ? `yarn dlx ${npx[1]}` : pm === 'pnpm' ? `pnpm dlx ${npx[1]}` : `bunx ${npx[1]}`;
  const m = command.match(NPM)!;
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
