import { commandFor, commandProblem } from './package-manager';

describe('commandFor', () => {
  it('translates adding a dev dependency', () => {
    expect(commandFor('npm add @rsbuild/plugin-react -D', 'yarn')).toBe('yarn add @rsbuild/plugin-react -D');
    expect(commandFor('npm install sass --save-dev', 'pnpm')).toBe('pnpm add sass -D');
    expect(commandFor('npm i @rsbuild/core', 'bun')).toBe('bun add @rsbuild/core');
    expect(commandFor('npm install', 'yarn')).toBe('yarn install');
  });
  it('translates create, run and npx', () => {
    expect(commandFor('npm create rsbuild@latest', 'yarn')).toBe('yarn create rsbuild');
    expect(commandFor('npm create rsbuild@latest', 'pnpm')).toBe('pnpm create rsbuild@latest');
    expect(commandFor('npm run build', 'bun')).toBe('bun run build');
    expect(commandFor('npx rsbuild inspect', 'pnpm')).toBe('pnpm dlx rsbuild inspect');
    expect(commandFor('npx rsbuild inspect', 'bun')).toBe('bunx rsbuild inspect');
  });
  it('keeps the npm command as written', () => expect(commandFor('npm add -D x', 'npm')).toBe('npm add -D x'));
  it('rejects a command that is not npm', () => expect(() => commandFor('yarn add x', 'pnpm')).toThrow(/not an npm or npx command/));
});

describe('commandProblem', () => {
  it('accepts what commandFor translates', () => {
    for (const command of ['npm add -D x', ' npm install ', 'npx rsbuild inspect', 'npm create rsbuild@latest']) expect(commandProblem(command)).toBeUndefined();
  });
  it('names a missing command and one that is not npm or npx', () => {
    expect(commandProblem(undefined)).toBe('<PackageManagerTabs> needs a command="npm ..." attribute');
    expect(commandProblem('  ')).toBe('<PackageManagerTabs> needs a command="npm ..." attribute');
    expect(commandProblem('yarn add x')).toBe('PackageManagerTabs: "yarn add x" is not an npm or npx command');
    expect(commandProblem('npm')).toMatch(/not an npm or npx command/);
    expect(commandProblem('npm add a\nrm -rf b')).toMatch(/not an npm or npx command/);
  });
});
