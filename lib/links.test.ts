import { classifyLink } from './links';

describe('links (spec §5)', () => {
  it('classifies external, anchor and internal links', () => {
    for (const href of ['https://rspack.rs', 'http://a.b', 'mailto:a@b.c', 'tel:+123']) expect(classifyLink(href)).toBe('external');
    expect(classifyLink('#usage')).toBe('anchor');
    expect(classifyLink('/config/')).toBe('internal');
  });
});
