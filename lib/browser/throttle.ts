/**
 * Runs `fn` at most once per `ms`: at once when the last run is old enough, else once more at the end of
 * the window with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A;
  const run = () => {
    timer = undefined;
    last = now();
    fn(...pending);
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = ms - (now() - last);
    if (wait <= 0 && timer === undefined) run();
    else timer ??= setTimeout(run, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
