import { PACKAGE_MANAGERS, commandFor } from '@/lib/package-manager';
import { Tab, Tabs } from './Tabs';
import { CodeBlock } from './CodeBlock';
import { highlightCommand } from './highlight-command';
import type { Lang } from '@/lib/site-config';

export async function PackageManagerTabs({ lang, command }: { lang: Lang; command: string }) {
  const blocks = await Promise.all(PACKAGE_MANAGERS.map((pm) => highlightCommand(commandFor(command, pm))));
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.map((pm, i) => (
        <Tab key={pm} label={pm}>
          <CodeBlock lang={lang} code={commandFor(command, pm)} html={blocks[i]} />
        </Tab>
      ))}
    </Tabs>
  );
}
