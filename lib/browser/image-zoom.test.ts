import { assertZoomSelector, figureZoomTransform, isUnreachableImage, scrolledPastZoomOffset } from './image-zoom';

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
  it('closes on a scroll of more than 40 px either way, not on a smaller one', () => {
    expect(scrolledPastZoomOffset(1000, 1040)).toBe(false);
    expect(scrolledPastZoomOffset(1000, 1041)).toBe(true);
    expect(scrolledPastZoomOffset(1000, 959)).toBe(true);
  });
  it('centres a figure in the viewport at the largest size that fits', () => {
    // 400 x 300 at (100, 500) in a 1200 x 800 viewport: the height limits the scale to 800 / 300.
    expect(figureZoomTransform({ left: 100, top: 500, width: 400, height: 300 }, { width: 1200, height: 800 })).toBe(
      `translate(300px, -250px) scale(${800 / 300})`,
    );
    // A phone: the width limits it.
    expect(figureZoomTransform({ left: 16, top: 0, width: 358, height: 200 }, { width: 390, height: 844 })).toBe(
      `translate(0px, 322px) scale(${390 / 358})`,
    );
  });
});
