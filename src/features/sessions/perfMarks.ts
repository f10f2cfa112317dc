/**
 * Performance marks the benchmark reads (`npm run bench`): from choosing a
 * session, or opening a sensor tab, to the chart painted.
 */
export const PERF = {
  sessionChosen: 'charts:session-chosen',
  tabOpened: 'charts:tab-opened',
  chartPainted: 'charts:chart-painted',
  sessionToChart: 'charts:session-to-chart',
  fullResolutionPainted: 'charts:full-resolution-painted',
  sessionToFullResolution: 'charts:session-to-full-resolution',
  tabToChart: 'charts:tab-to-chart',
} as const;

let waitingFor: 'session' | 'tab' | null = null;
let fullResolutionPending = false;

export function markSessionChosen() {
  performance.mark(PERF.sessionChosen);
  waitingFor = 'session';
  fullResolutionPending = true;
}

export function markTabOpened() {
  performance.mark(PERF.tabOpened);
  waitingFor = 'tab';
}

/** Called once the chart is on screen (two animation frames after it was drawn). */
export function markChartPainted() {
  if (!waitingFor) return;
  performance.mark(PERF.chartPainted);
  if (waitingFor === 'session') performance.measure(PERF.sessionToChart, PERF.sessionChosen, PERF.chartPainted);
  else performance.measure(PERF.tabToChart, PERF.tabOpened, PERF.chartPainted);
  waitingFor = null;
}

/** Called once the session's first chart shows its full-resolution series (at once when it had no overview). */
export function markFullResolutionPainted() {
  if (!fullResolutionPending) return;
  performance.mark(PERF.fullResolutionPainted);
  performance.measure(PERF.sessionToFullResolution, PERF.sessionChosen, PERF.fullResolutionPainted);
  fullResolutionPending = false;
}

/** Runs `done` after the browser has painted what was just rendered. */
export function afterPaint(done: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(done);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}
