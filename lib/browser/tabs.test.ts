import { storedTabIndex, tabChoiceScript } from './tabs';

describe('the stored tab of a group', () => {
  it('is a whole index below the number of tabs', () => {
    expect(storedTabIndex('2', 4)).toBe(2);
    expect(storedTabIndex('0', 4)).toBe(0);
  });
  it('is none for anything else', () => {
    for (const v of [null, '', '4', '-1', '1.5', 'pnpm', ' 1']) expect(storedTabIndex(v, 4)).toBeNull();
  });
});

describe('the inline script that applies it before paint', () => {
  // A group's markup as the server renders it, reduced to what the script touches.
  const group = (stored: string | null) => {
    const buttons = [0, 1, 2, 3].map(() => ({
      attrs: {} as Record<string, string>,
      tabIndex: 0,
      setAttribute(n: string, v: string) {
        this.attrs[n] = v;
      },
    }));
    const panels = [0, 1, 2, 3].map(() => ({ hidden: false }));
    const tabs = {
      getAttribute: () => 'package-manager',
      querySelectorAll: (s: string) => (s.includes('tabpanel') ? panels : buttons),
    };
    const localStorage = { getItem: (key: string) => (key === 'rsbuild-tabs-package-manager' ? stored : null) };
    new Function('document', 'localStorage', tabChoiceScript)(
      { currentScript: { previousElementSibling: tabs } },
      localStorage,
    );
    return {
      selected: buttons.map((b) => b.attrs['aria-selected']),
      shown: panels.map((p) => !p.hidden),
      tabIndex: buttons.map((b) => b.tabIndex),
    };
  };
  it('selects the stored tab and shows only its panel', () => {
    expect(group('2')).toEqual({
      selected: ['false', 'false', 'true', 'false'],
      shown: [false, false, true, false],
      tabIndex: [-1, -1, 0, -1],
    });
  });
  it('leaves the markup alone when nothing valid is stored', () => {
    for (const v of [null, '7', 'x']) expect(group(v).selected).toEqual([undefined, undefined, undefined, undefined]);
  });
});
