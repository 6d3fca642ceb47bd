import { assertZoomSelector, isUnreachableImage } from './image-zoom';

describe('image zoom', () => {
  it('raises on an invalid selector and accepts a valid one', () => {
    // What browsers do for `querySelectorAll('.a[')`.
    const query = (s: string) => {
      if (s.includes('[') && !s.includes(']')) throw new SyntaxError(`'${s}' is not a valid selector`);
      return [];
    };
    expect(() => assertZoomSelector('.prose img[', query)).toThrow(TypeError);
    expect(() => assertZoomSelector('.prose img', query)).not.toThrow();
  });
  it('tells a broken image from one still loading', () => {
    expect(isUnreachableImage({ complete: true, naturalWidth: 0 })).toBe(true);
    expect(isUnreachableImage({ complete: false, naturalWidth: 0 })).toBe(false);
    expect(isUnreachableImage({ complete: true, naturalWidth: 200 })).toBe(false);
  });
});
