// npm run translations [-- --json] | [-- --done <route>...] | [-- --all]
// Where each translated page stands against the English page it translates (lib/translations/): per section,
// how many are up to date, behind (with what changed in English), not recorded or missing, and the pages
// that need work. `--json` prints the same for tools. `--done` marks pages as brought in line with their
// English page as it is now, in content/translations.json, the one writer of that file; `--all` marks
// every translated page (once, for pages translated before the record, or after a change of the rules).
import path from 'node:path';
import { siteLangOf } from '../../lib/routing/lang-path';
import { readRecord, recordPath, writeRecord } from '../../lib/translations/record';
import {
  markDone,
  resolveTargets,
  SOURCE_LANG,
  STATE_LABELS,
  STATES,
  stateCounts,
  translationReport,
  type LanguageReport,
} from '../../lib/translations/report';
import { describeDifference, type Difference } from '../../lib/translations/status';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const routes = args.filter((a) => !a.startsWith('--'));
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
const recordName = path.relative(process.cwd(), recordPath(contentDir));
const source = siteLangOf(SOURCE_LANG).label;

const USAGE = 'usage: npm run translations [-- --json] | [-- --done <route>...] | [-- --all]';
const unknown = [...flags].filter((f) => !['--json', '--done', '--all'].includes(f));
if (unknown.length || routes.length > 0 !== flags.has('--done') || (flags.has('--all') && flags.has('--done'))) {
  console.error(unknown.length ? `unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
  process.exit(2);
}

function table(report: LanguageReport): string[] {
  const sections = [...new Set(report.pages.map((p) => p.section))].sort();
  const rows = [
    [report.lang, ...STATES.map((s) => STATE_LABELS[s])],
    ...sections.map((section) => [
      section,
      ...STATES.map((s) => String(stateCounts(report.pages.filter((p) => p.section === section))[s])),
    ]),
    ['all', ...STATES.map((s) => String(stateCounts(report.pages)[s]))],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
}

function print(reports: LanguageReport[]) {
  const out: string[] = [`Translations of the ${source} pages, as ${recordName} records them:`, ''];
  for (const report of reports) {
    out.push(...table(report), '');
    const list = (state: string, heading: string, line: (p: LanguageReport['pages'][number]) => string) => {
      const pages = report.pages.filter((p) => p.state === state);
      if (pages.length) out.push(heading, ...pages.map((p) => `  ${line(p)}`), '');
    };
    list(
      'behind',
      `Behind (${report.lang}): the ${source} page changed since the translation was marked`,
      (p) => `${p.routePath}  ${describeDifference(p as Difference)} (marked ${p.marked?.slice(0, 10)})`,
    );
    list(
      'unrecorded',
      `Not recorded (${report.lang}): nothing says which version of the ${source} page the translation follows`,
      (p) => p.routePath,
    );
    list('missing', `Missing (${report.lang}): no translated page`, (p) => `${p.file} (translates ${p.source})`);
    if (report.orphans.length)
      out.push(
        `Records without a page pair (${report.lang}), dropped at the next --done: ${report.orphans.join(', ')}`,
        '',
      );
  }
  if (reports.some((r) => r.pages.some((p) => p.state === 'behind' || p.state === 'unrecorded'))) {
    out.push(`Once a translation says what its ${source} page says: npm run translations -- --done <route>`);
  }
  console.log(out.join('\n').trimEnd());
}

try {
  if (flags.has('--done') || flags.has('--all')) {
    const record = readRecord(contentDir);
    const { record: next, marked } = markDone(
      contentDir,
      record,
      flags.has('--all') ? 'all' : resolveTargets(contentDir, routes),
    );
    writeRecord(contentDir, next);
    if (flags.has('--all'))
      console.log(`${recordName}: ${marked.length} pages marked up to date with their ${source} page`);
    else
      for (const { lang, route } of marked)
        console.log(`${recordName}: ${lang} ${route} marked up to date with its ${source} page`);
  } else {
    const reports = translationReport(contentDir);
    if (flags.has('--json')) {
      const json = reports.map(({ lang, pages, orphans }) => ({
        lang,
        source: SOURCE_LANG,
        counts: stateCounts(pages),
        sections: Object.fromEntries(
          [...new Set(pages.map((p) => p.section))]
            .sort()
            .map((s) => [s, stateCounts(pages.filter((p) => p.section === s))]),
        ),
        pages,
        orphans,
      }));
      console.log(JSON.stringify(json, null, 2));
    } else print(reports);
  }
} catch (error) {
  console.error(`translations: ${(error as Error).message}`);
  process.exit(1);
}
