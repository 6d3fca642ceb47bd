import { feedProblems, type ParsedEntry, type ReleasePage } from './feed-entries';

const pages: ReleasePage[] = [
  { url: 'https://x.dev/releases/v1-0', title: 'Rsbuild 1.0', published: '2024-09-10' },
  { url: 'https://x.dev/releases/v0-7', title: 'Rsbuild 0.7', published: '2024-05-28' },
];
const entry = (page: ReleasePage): ParsedEntry => ({
  title: page.title,
  url: page.url,
  id: page.url,
  published: new Date(`${page.published}T00:00:00Z`),
});

test('a feed with one entry per release page, each with its title, link, id and date, has no problem', () => {
  expect(feedProblems(pages.map(entry), pages)).toEqual([]);
});

test('a wrong title, a missing or repeated id, a wrong or missing date and a missing page are problems', () => {
  const [v1, v07] = pages;
  expect(feedProblems([{ ...entry(v1), title: 'Rsbuild 1', id: '' }], pages)).toEqual([
    'entry 1 (https://x.dev/releases/v1-0): title "Rsbuild 1", the page says "Rsbuild 1.0"',
    'entry 1 (https://x.dev/releases/v1-0): no id',
    'https://x.dev/releases/v0-7: no entry for this release page',
  ]);
  expect(
    feedProblems([entry(v1), { ...entry(v07), id: v1.url, published: new Date('2024-05-29T00:00:00Z') }], pages),
  ).toEqual([
    'entry 2 (https://x.dev/releases/v0-7): id https://x.dev/releases/v1-0 used twice',
    'entry 2 (https://x.dev/releases/v0-7): date 2024-05-29, the page was published 2024-05-28',
  ]);
  expect(
    feedProblems(
      [entry(v1), { ...entry(v07), published: null }, { ...entry(v1), url: 'https://x.dev/elsewhere' }],
      pages,
    ),
  ).toEqual([
    'entry 2 (https://x.dev/releases/v0-7): date missing, the page was published 2024-05-28',
    'entry 3 (https://x.dev/elsewhere): the link is not a release page of the export',
  ]);
});
