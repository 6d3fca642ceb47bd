import { jest } from '@jest/globals';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then once at the end of the window with the latest arguments', () => {
    const calls: number[] = [];
    const f = throttle(
      (n: number) => calls.push(n),
      100,
      () => Date.now(),
    );
    f(1);
    f(2);
    f(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(100);
    f(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const f = throttle(
      (n: number) => calls.push(n),
      200,
      () => Date.now(),
    );
    f(1);
    f(2);
    f.cancel();
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([1]);
  });
});
