import { jest } from '@jest/globals';
import { listenForDismiss, type DismissOptions } from './dismiss';

// The page as the listeners see it: a document that dispatches events and knows what has focus, and
// elements that know what they contain.
type Fake = { contains(node: unknown): boolean; focus(): void };
const g = globalThis as unknown as Record<string, unknown>;
let doc: EventTarget & { activeElement: unknown };
const element = (...children: Fake[]): Fake => {
  const el: Fake = {
    contains: (node) => node === el || children.some((c) => c.contains(node)),
    focus: () => (doc.activeElement = el),
  };
  return el;
};
// A fake has only what the listeners use of an element.
const asElement = (fake: Fake) => fake as unknown as HTMLElement;
const fire = (type: string, target: Fake) => {
  const e = new Event(type, { cancelable: true });
  Object.defineProperty(e, 'target', { value: target });
  doc.dispatchEvent(e);
  return e;
};
const key = (name: string) => doc.dispatchEvent(Object.assign(new Event('keydown'), { key: name }));

beforeEach(() => {
  doc = Object.assign(new EventTarget(), { activeElement: null });
  g.document = doc;
});
afterEach(() => delete g.document);

const button = element();
const link = element();
const panel = element(link);
const outside = element();
function open(options: DismissOptions = {}) {
  const close = jest.fn<() => void>();
  const stop = listenForDismiss(close, { parts: () => [asElement(panel), asElement(button), null], ...options });
  return { close, stop };
}

describe('listenForDismiss', () => {
  it('closes on Escape, and on a press outside the parts but not on one inside them', () => {
    const { close } = open();
    fire('pointerdown', link);
    fire('pointerdown', button);
    key('Enter');
    expect(close).not.toHaveBeenCalled();
    fire('pointerdown', outside);
    key('Escape');
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('gives focus back on Escape only when focus was in the parts', () => {
    open({ returnFocus: () => asElement(button) });
    link.focus();
    key('Escape');
    expect(doc.activeElement).toBe(button);
    outside.focus();
    key('Escape');
    expect(doc.activeElement).toBe(outside);
  });

  it('takes the press it is told to: a click lets a drag keep the panel open, none leaves presses alone', () => {
    const byClick = open({ press: 'click' });
    fire('pointerdown', outside);
    expect(byClick.close).not.toHaveBeenCalled();
    fire('click', outside);
    expect(byClick.close).toHaveBeenCalledTimes(1);
    byClick.stop();
    const never = open({ press: 'none' });
    fire('pointerdown', outside);
    fire('click', outside);
    expect(never.close).not.toHaveBeenCalled();
    key('Escape');
    expect(never.close).toHaveBeenCalledTimes(1);
  });

  it('closes when focus lands outside, if asked', () => {
    const plain = open();
    fire('focusin', outside);
    expect(plain.close).not.toHaveBeenCalled();
    plain.stop();
    const menu = open({ focus: true });
    fire('focusin', link);
    expect(menu.close).not.toHaveBeenCalled();
    fire('focusin', outside);
    expect(menu.close).toHaveBeenCalledTimes(1);
  });

  it('swallows the press that closes, and only that one', () => {
    open({ press: 'click', swallow: true });
    expect(fire('click', link).defaultPrevented).toBe(false);
    expect(fire('click', outside).defaultPrevented).toBe(true);
  });

  it('stops listening once stopped', () => {
    const { close, stop } = open({ focus: true });
    stop();
    fire('pointerdown', outside);
    key('Escape');
    fire('focusin', outside);
    expect(close).not.toHaveBeenCalled();
  });
});
