/**
 * Runs `work` in a task of its own once the page has nothing more urgent to do (the browser's idle callback,
 * a timer where there is none: Safari), at the latest after `timeout` ms.
 */
export function whenIdle(work: () => void, timeout = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
}
