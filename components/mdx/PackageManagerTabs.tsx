import { PACKAGE_MANAGERS, commandFor } from '@/lib/content/package-manager';
import { Tab, Tabs } from './Tabs';
import { CodeBlock } from './CodeBlock';
import { highlightCommand } from './highlight-command';

export async function PackageManagerTabs({ command }: { command: string }) {
  const blocks = await Promise.all(PACKAGE_MANAGERS.map((pm) => highlightCommand(commandFor(command, pm))));
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.map((pm, i) => (
        <Tab key={pm} label={pm}>
          <CodeBlock code={commandFor(command, pm)} html={blocks[i]} />
        </Tab>
      ))}
    </Tabs>
  );
}
