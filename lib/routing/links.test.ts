import { classifyLink, contentLinkAttributes } from './links';

describe('links', () => {
  it('classifies external, anchor and internal links', () => {
    for (const href of ['https://rspack.rs', 'http://a.b', 'mailto:a@b.c', 'tel:+123'])
      expect(classifyLink(href)).toBe('external');
    expect(classifyLink('#usage')).toBe('anchor');
    expect(classifyLink('/config/')).toBe('internal');
  });
});

describe('contentLinkAttributes', () => {
  it('opens external links in a new tab and leaves anchors and internal paths in place', () => {
    expect(contentLinkAttributes('https://rspack.rs')).toEqual({
      href: 'https://rspack.rs',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(contentLinkAttributes('#usage')).toEqual({ href: '#usage' });
    expect(contentLinkAttributes('/config/')).toEqual({ href: '/config/' });
  });
});
