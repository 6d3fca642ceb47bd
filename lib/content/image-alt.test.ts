import { analyzeMdx } from './analyze';

const analyze = (body: string) => analyzeMdx(body, { file: 'content/en/x.mdx', lang: 'en', contentDir: 'content', bodyLine: 5 }).missingAlt;

test('pictures without alt text are reported with what they are and their line in the file', () => {
  const body = [
    '# Page',
    '',
    '![](/images/a.png)',
    '',
    '![  ](/images/b.png)',
    '',
    '<img src="/images/c.png" />',
    '',
    '<Screenshot name="error-overlay" alt="" />',
    '',
    '<Diagram rows={[]} />',
  ].join('\n');
  expect(analyze(body)).toEqual([
    { value: 'image /images/a.png', line: 7, column: 1 },
    { value: 'image /images/b.png', line: 9, column: 1 },
    { value: '<img>', line: 11, column: 1 },
    { value: '<Screenshot>', line: 13, column: 1 },
    { value: '<Diagram>', line: 15, column: 1 },
  ]);
});

test('pictures with alt text, and other components, pass', () => {
  const body = ['![The overlay](/images/a.png)', '', '<img src="/x.png" alt="A chart" />', '', '<Screenshot name="x" alt="The report" />', '', '<Diagram alt={label} rows={[]} />', '', '<Callout type="tip">text</Callout>'].join('\n');
  expect(analyze(body)).toEqual([]);
});
