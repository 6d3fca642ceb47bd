import { navbarHidden } from './navbar';

describe('navbar hiding', () => {
  it('never hides in never mode and always hides in always mode', () => {
    expect(navbarHidden('never', 100, 900, false, 72)).toBe(false);
    expect(navbarHidden('always', 0, 0, false, 72)).toBe(true);
  });
  it('in scroll mode hides on scroll down, shows on scroll up and near the top', () => {
    expect(navbarHidden('scroll', 100, 400, false, 72)).toBe(true);
    expect(navbarHidden('scroll', 400, 300, true, 72)).toBe(false);
    expect(navbarHidden('scroll', 400, 400, true, 72)).toBe(true);
    expect(navbarHidden('scroll', 100, 50, true, 72)).toBe(false);
    expect(navbarHidden('scroll', 10, 60, false, 72)).toBe(false);
  });
});
