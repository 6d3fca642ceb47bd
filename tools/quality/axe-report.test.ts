import { auditTable, ruleSummary, violationLines, type AuditRow } from './axe-report';

const contrast = {
  id: 'color-contrast',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  nodes: [{ target: ['.a'] }, { target: ['.b'] }],
};
const label = { id: 'label', help: 'Form elements must have labels', nodes: [{ target: ['#q'] }] };
const rows: AuditRow[] = [
  { page: '/', violations: { light: [], dark: [contrast] } },
  { page: '/guide/start/', violations: { light: [label], dark: [contrast, label] } },
];

describe('auditTable', () => {
  it('lists violating nodes per page and theme, then the totals', () => {
    expect(auditTable(rows).split('\n')).toEqual([
      'page             light   dark',
      '/                    0      2',
      '/guide/start/        1      3',
      'total (2 pages)      1      5',
    ]);
  });
});

describe('violationLines', () => {
  it('names the rule, counts its nodes and shows the first ones', () => {
    expect(violationLines([contrast], 1)).toEqual([
      'color-contrast: Elements must meet minimum color contrast ratio thresholds (2) .a',
    ]);
  });
});

describe('ruleSummary', () => {
  it('gathers each rule once with every page and theme it fails on', () => {
    expect(ruleSummary(rows)).toEqual([
      'color-contrast: Elements must meet minimum color contrast ratio thresholds: 4 nodes on / (dark), /guide/start/ (dark); e.g. .a',
      'label: Form elements must have labels: 2 nodes on /guide/start/ (light), /guide/start/ (dark); e.g. #q',
    ]);
  });
});
