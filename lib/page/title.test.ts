import { composeTitle } from './title';

describe('composeTitle', () => {
  it('joins page and site title with a dash', () =>
    expect(composeTitle('Rsbuild', { title: 'Quick start' })).toBe('Quick start - Rsbuild'));
  it('uses the suffix instead of the site title', () =>
    expect(composeTitle('Rsbuild', { title: 'A', titleSuffix: 'Docs' })).toBe('A - Docs'));
  it('adds no dash when the suffix starts with one or a bar', () => {
    expect(composeTitle('Rsbuild', { title: 'A', titleSuffix: '- Rspack' })).toBe('A - Rspack');
    expect(composeTitle('Rsbuild', { title: 'A', titleSuffix: '| Rspack' })).toBe('A | Rspack');
  });
  it('gives home the site title and 404 its own', () => {
    expect(composeTitle('Rsbuild', { title: 'Home', pageType: 'home' })).toBe('Rsbuild');
    expect(composeTitle('Rsbuild', { title: 'x', pageType: '404' })).toBe('404 - Rsbuild');
  });
});
