import { useMemo } from 'react';
import { useEffectiveTheme } from '../../settings';
import { chartTheme, type ChartTheme } from '../../../lib/ui/charts/palette';

/** Chart colours following the effective (light or night) theme. */
export function useChartTheme(): ChartTheme {
  const theme = useEffectiveTheme();
  return useMemo(() => chartTheme(theme === 'night'), [theme]);
}
