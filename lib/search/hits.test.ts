// What a result says: the hits the local engine's records become, on small hand-made indexes.
import { createEngine } from './engine';
import { hitPage, toHit } from './hits';
import { guidePage as guide, optionPage as option, searchIndex } from '../../testing/search-index';

describe('hits', () => {
  it('a page hit found by its description shows the description, with the match marked', () => {
    const engine = createEngine(searchIndex([option]));
    const [record] = engine.search('build writes', 20).records;
    const hit = toHit(
      record,
      engine.search('build writes', 20).terms,
      { snippetWords: 10 },
      hitPage(engine.pages[0], engine.lead(0)),
    );
    expect(hit._snippetResult.content?.value).toBe('Where the <mark>build</mark> <mark>writes</mark> its files.');
    expect(hit.hierarchy.lvl0).toBe('output › output.distPath');
  });

  it("a heading's or a paragraph's hit names its page once: the breadcrumb ends with the title, the path below it does not repeat it", () => {
    const engine = createEngine(
      searchIndex([
        {
          url: '/guide/hmr',
          section: 'Guide',
          title: 'HMR',
          sections: [
            ['', null, ['Updates modules in place.']],
            ['overlay', 'Error overlay', ['Shown on compile errors.']],
          ],
        },
      ]),
    );
    const search = (query: string) => {
      const { records, terms } = engine.search(query, 20);
      return records.map((record) => toHit(record, terms, { snippetWords: 10 }, hitPage(engine.pages[0])));
    };
    const heading = search('overlay').find((hit) => hit.type === 'lvl2')!;
    expect(heading.hierarchy).toMatchObject({ lvl0: 'Guide › HMR', lvl1: null, lvl2: 'Error overlay' });
    const paragraph = search('compile errors').find((hit) => hit.type === 'content')!;
    expect(paragraph.hierarchy).toMatchObject({ lvl0: 'Guide › HMR', lvl1: null, lvl2: 'Error overlay' });
    // The page's own hit keeps its title: it is what the hit shows.
    expect(search('hmr').find((hit) => hit.type === 'lvl1')!.hierarchy).toMatchObject({
      lvl0: 'Guide › HMR',
      lvl1: 'HMR',
    });
  });

  it('takes any 64 characters without an exception and never returns markup of the query', () => {
    const engine = createEngine(searchIndex([guide, option]));
    for (const query of [
      '!!!???...;;;',
      '😀🎉🚀',
      'https://example.com/a?b=c#d',
      '<img src=x onerror=alert(1)>',
      '(a+)+$[^]*\\',
      '.*',
      '',
    ]) {
      const { records, terms } = engine.search(query.repeat(8).slice(0, 64), 20);
      for (const record of records)
        expect(
          JSON.stringify(toHit(record, terms, { snippetWords: 10 }, hitPage(engine.pages[record.page!]))),
        ).not.toContain('<img');
    }
  });
});
