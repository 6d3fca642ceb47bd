import { classifyLink, isModifiedClick, withBase } from './links';

describe('links (spec §5)', () => {
  it('classifies external, anchor and internal links', () => {
    for (const href of ['https://rspack.rs', 'http://a.b', 'mailto:a@b.c', 'tel:+123']) expect(classifyLink(href)).toBe('external');
    expect(classifyLink('#usage')).toBe('anchor');
    expect(classifyLink('/config/')).toBe('internal');
  });
  it('prefixes internal paths with the base', () => {
    expect(withBase('/', '/config/')).toBe('/config/');
    expect(withBase('/docs/', '/config/')).toBe('/docs/config/');
  });
  it('leaves modified clicks to the browser', () => {
    const click = { metaKey: false, shiftKey: false, altKey: false, ctrlKey: false, button: 0 };
    expect(isModifiedClick(click)).toBe(false);
    expect(isModifiedClick({ ...click, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...click, button: 1 })).toBe(true);
  });
});
