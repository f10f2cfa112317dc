/** Measurements taken from the browser: JS time, heap, renderer memory, long tasks. */
import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession, Locator, Page } from '@playwright/test';

/** Total JS execution time of the page so far (ms), from the DevTools protocol. */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

export async function jsHeapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** Moves the mouse across the chart for 2 seconds (like a user reading values) and returns the page's JS time. */
export async function hoverSweepJsMs(page: Page, cdp: CDPSession, canvas: Locator): Promise<number> {
  const box = (await canvas.boundingBox())!;
  const steps = 120;
  const before = await scriptMs(cdp);
  for (let i = 0; i <= steps; i++) {
    await page.mouse.move(box.x + 5 + ((box.width - 10) * i) / steps, box.y + box.height / 2);
    await page.waitForTimeout(2000 / steps);
  }
  await page.mouse.move(0, 0);
  return (await scriptMs(cdp)) - before;
}

/** The Chromium renderer processes started from this process (the page and its workers live there). */
function rendererPids(): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const isOurs = (pid: number) => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = parents.get(p) ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    if (!isOurs(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}

/** Resident memory of our renderer processes, in bytes. */
export function rendererRss(): number {
  let total = 0;
  for (const pid of rendererPids()) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      /* gone */
    }
  }
  return total;
}

/** Samples the page's JS heap and the renderer memory until stopped; returns the peaks. */
export function startMemorySampler(cdp: CDPSession, everyMs = 200) {
  let heapPeak = 0;
  let rssPeak = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      heapPeak = Math.max(heapPeak, await jsHeapUsed(cdp));
      rssPeak = Math.max(rssPeak, rendererRss());
    } catch {
      /* page closing */
    } finally {
      busy = false;
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { heapPeak, rssPeak };
    },
  };
}

/** Installed before the app loads: keeps every long task (main thread blocked over 50 ms). */
export const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** The longest main-thread block since `since` (page time, ms). */
export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      ((window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks ?? [])
        .filter((t) => t.start >= from)
        .reduce((max, t) => Math.max(max, t.duration), 0),
    since,
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
