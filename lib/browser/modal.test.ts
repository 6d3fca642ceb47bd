import { wrappedFocus } from './modal';

describe('wrappedFocus', () => {
  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(wrappedFocus(3, 2, false)).toBe(0);
    expect(wrappedFocus(3, 0, true)).toBe(2);
  });
  it('leaves Tab to the browser between the ends', () => {
    expect(wrappedFocus(3, 0, false)).toBeNull();
    expect(wrappedFocus(3, 1, true)).toBeNull();
    expect(wrappedFocus(3, 2, true)).toBeNull();
  });
  it('brings focus that is outside back in, at the end Tab comes from', () => {
    expect(wrappedFocus(3, -1, false)).toBe(0);
    expect(wrappedFocus(3, -1, true)).toBe(2);
  });
  it('does nothing without focusable elements', () => {
    expect(wrappedFocus(0, -1, false)).toBeNull();
  });
});
