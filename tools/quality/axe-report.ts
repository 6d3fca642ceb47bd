// What the accessibility checks ask axe-core for, and how they report what it found: the e2e spec
// (e2e/layout/a11y.spec.ts) on a sample of pages, `npm run audit` (scripts/check/audit.ts) on every page.

/** WCAG 2.1 levels A and AA: what every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The part of an axe-core result the reports read. */
export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

export type Theme = 'light' | 'dark';

export interface AuditRow {
  page: string;
  violations: Record<Theme, AxeViolation[]>;
}

const nodeCount = (violations: AxeViolation[]) => violations.reduce((sum, v) => sum + v.nodes.length, 0);
const selector = (node: { target: unknown[] }) => node.target.map(String).join(' ');

/** One line per failing rule: what fails, how often, and the first few elements. */
export function violationLines(violations: AxeViolation[], examples = 3): string[] {
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, examples).map(selector).join(' | ')}`,
  );
}

/** Page, violating nodes in light and in dark, and the totals. */
export function auditTable(rows: AuditRow[]): string {
  const lines = [
    ['page', 'light', 'dark'],
    ...rows.map((r) => [r.page, String(nodeCount(r.violations.light)), String(nodeCount(r.violations.dark))]),
  ];
  const total = (theme: Theme) => String(rows.reduce((sum, r) => sum + nodeCount(r.violations[theme]), 0));
  lines.push([`total (${rows.length} pages)`, total('light'), total('dark')]);
  const width = Math.max(...lines.map((l) => l[0].length));
  return lines
    .map(([page, light, dark]) => `${page.padEnd(width)}  ${light.padStart(5)}  ${dark.padStart(5)}`)
    .join('\n');
}

/** Every failing rule once, with the pages and themes it fails on, so one fix can be checked against all of them. */
export function ruleSummary(rows: AuditRow[]): string[] {
  const rules = new Map<string, { help: string; nodes: number; where: string[]; example: string }>();
  for (const { page, violations } of rows) {
    for (const theme of ['light', 'dark'] as const) {
      for (const v of violations[theme]) {
        const rule = rules.get(v.id) ?? {
          help: v.help,
          nodes: 0,
          where: [],
          example: selector(v.nodes[0] ?? { target: [] }),
        };
        rule.nodes += v.nodes.length;
        rule.where.push(`${page} (${theme})`);
        rules.set(v.id, rule);
      }
    }
  }
  return [...rules].map(
    ([id, r]) =>
      `${id}: ${r.help}: ${r.nodes} nodes on ${r.where.slice(0, 5).join(', ')}${r.where.length > 5 ? ` and ${r.where.length - 5} more` : ''}; e.g. ${r.example}`,
  );
}
