/** Axis and grid colours of the monitoring charts in the light and dark themes (a canvas cannot use the CSS variables). */
export function chartColours(dark: boolean) {
  return {
    text: dark ? '#dee2e6' : '#495057',
    grid: dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.1)',
  };
}

/** Bootstrap's blue and orange for the two sides (and the two adherence series), as the other charts of the app. */
export const SERIES_COLOURS = ['#0d6efd', '#fd7e14'];
export const GOAL_COLOUR = '#198754';
