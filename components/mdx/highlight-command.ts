import { getCommandHighlighter, CODE_THEMES } from '@/lib/content/highlight';
import { transformerTokenClasses } from '@/lib/content/token-classes';

/** A shell command highlighted like the page's code blocks. */
export async function highlightCommand(command: string): Promise<string> {
  const highlighter = await getCommandHighlighter();
  return highlighter.codeToHtml(command, {
    lang: 'bash',
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [transformerTokenClasses()],
  });
}
