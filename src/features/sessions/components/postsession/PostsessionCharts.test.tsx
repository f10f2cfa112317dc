import type { ChartData } from 'chart.js';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { statsWindow } from '../../../../lib/timeWindows';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { PostsessionCharts } from './PostsessionCharts';

// The canvas is not drawn in jsdom: each chart lists its datasets instead.
vi.mock('../../charts/ChartCanvas', () => ({
  ChartCanvas: ({ label, data }: { label: string; data: ChartData<'bar'> }) => (
    <ul aria-label={label}>
      {data.datasets.map((d) => (
        <li key={d.label} data-colour={String(d.backgroundColor)}>
          {d.label}: {d.data.join(',')}
        </li>
      ))}
    </ul>
  ),
}));

vi.mock('../../hooks/useChartTheme', () => ({ useChartTheme: () => ({ text: '#000', grid: '#ccc', annotation: '#333' }) }));

const now = new Date(2024, 4, 15, 12);
const day = (d: number) => new Date(2024, 4, d, 10).getTime();

describe('PostsessionCharts', () => {
  it('draws Left and Right ranges and the Reptitions chart: session reps blue, off-device reps orange', () => {
    renderWithProviders(
      <PostsessionCharts
        device="Glove"
        timeWindow={statsWindow(0, now)}
        records={[{ startTime: day(15), entries: [{ deviceType: 'Glove', side: 'Left', repetitions: 12, wristXROM: 40, wristYROM: 10, wristZROM: 5 }] }]}
        offDevice={[{ date: day(14), exerciseReps: { 'Wrist curl': 10, 'Grip squeeze': 6 } }]}
      />,
    );
    expect(screen.getByText('Reptitions', { selector: 'figcaption' })).toBeInTheDocument();
    const reps = within(screen.getByRole('list', { name: 'Reptitions' })).getAllByRole('listitem');
    expect(reps.map((item) => [item.textContent, item.dataset.colour])).toEqual([
      ['Session Reps: 0,0,0,0,0,0,12', '#0d6efd'],
      ['Off-device Reps: 0,0,0,0,0,16,0', '#fd7e14'],
    ]);
    const left = within(screen.getByRole('list', { name: 'Left' })).getAllByRole('listitem');
    expect(left[0]).toHaveTextContent('Wrist X ROM: ,,,,,,40');
    expect(left[0].dataset.colour).toBe('#fd7e14');
    expect(screen.getByRole('list', { name: 'Right' })).toBeInTheDocument();
    expect(screen.queryByText('No post-session data in this time range.')).not.toBeInTheDocument();
  });

  it('says so when the window holds nothing', () => {
    renderWithProviders(<PostsessionCharts device="Pants" timeWindow={statsWindow(3, now)} records={[]} offDevice={[]} />);
    expect(screen.getByText('No post-session data in this time range.')).toBeInTheDocument();
  });
});
