import { handOffMarks, takeMarks, MARKS_HANDOFF_EVENT } from './marks-handoff';

describe('marks hand-over', () => {
  const fired: string[] = [];
  beforeAll(() => {
    const target = new EventTarget();
    target.addEventListener(MARKS_HANDOFF_EVENT, () => fired.push('handoff'));
    (globalThis as unknown as { window: EventTarget }).window = target;
  });

  it('gives the marks to the page the result opens, once, with or without its trailing slash', () => {
    const apply = () => () => {};
    handOffMarks({ path: '/guide/start/', apply });
    expect(fired).toContain('handoff');
    expect(takeMarks('/config/')).toBeNull();
    expect(takeMarks('/guide/start')?.apply).toBe(apply);
    expect(takeMarks('/guide/start')).toBeNull();
  });

  it('drops marks not taken in time: the result opened in another tab', () => {
    handOffMarks({ path: '/a', apply: () => () => {} });
    expect(takeMarks('/a', Date.now() + 60_000)).toBeNull();
    expect(takeMarks('/a')).toBeNull();
  });
});
