import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFF_DEVICE_COLOUR } from '../../../lib/ui/charts/palette';
import { statsWindow } from '../../../lib/timeWindows';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { statisticsApi } from '../api/statisticsApi';
import { fetchDeviceTypes, fetchOffDeviceSessions, fetchPostsessions } from '../api/statisticsFirestore';
import type { OffDeviceRecord, PostsessionRecord } from '../logic/statistics';
import { StatisticsPanel } from './StatisticsPanel';

// The reads themselves, for the tests of loading, failure and which window is read; the others fill the store's cache.
vi.mock('../api/statisticsFirestore', () => ({
  fetchPostsessions: vi.fn(),
  fetchOffDeviceSessions: vi.fn(),
  fetchDeviceTypes: vi.fn(),
}));

// The canvas is not drawn in jsdom: the chart lists its values instead.
vi.mock('./StatsChart', () => ({
  StatsChart: ({ label, values, colour }: { label: string; values: (number | null)[]; colour: string }) => (
    <ul aria-label={label} data-colour={colour}>
      <li>{values.map((v) => v ?? '-').join(',')}</li>
    </ul>
  ),
}));

const postsessions = vi.mocked(fetchPostsessions);
const offDevice = vi.mocked(fetchOffDeviceSessions);
const deviceTypes = vi.mocked(fetchDeviceTypes);

/** Noon `days` days ago. */
const daysAgo = (days: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - days, 12).getTime();
};

/** A store whose cache already holds patient p1's records of the last week and the types of his devices. */
async function storeWith(ids: string[], records: { postsessions: PostsessionRecord[]; offDevice: OffDeviceRecord[]; types: string[] }) {
  const store = makeStore();
  const arg = { patientUid: 'p1', since: statsWindow(0, new Date()).start.getTime() };
  await store.dispatch(statisticsApi.util.upsertQueryData('statisticsPostsessions', arg, records.postsessions));
  await store.dispatch(statisticsApi.util.upsertQueryData('statisticsOffDeviceSessions', arg, records.offDevice));
  await store.dispatch(statisticsApi.util.upsertQueryData('statisticsDeviceTypes', ids, records.types));
  return store;
}

const glove = (repetitions: number, wristXROM: number) => ({ deviceType: 'Glove' as const, side: 'Left' as const, repetitions, wristXROM, wristYROM: 10, wristZROM: 5 });

beforeEach(() => {
  postsessions.mockReset().mockResolvedValue([]);
  offDevice.mockReset().mockResolvedValue([]);
  deviceTypes.mockReset().mockResolvedValue(['Glove', 'Knee Brace']);
});

describe('StatisticsPanel', () => {
  it('shows a loading state while the statistics load', () => {
    postsessions.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<StatisticsPanel patientUid="p1" deviceIds={['GLV-1', 'KNB-1']} />);
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics…');
  });

  it('says clearly when there is no data in the period', async () => {
    const store = await storeWith(['GLV-1'], { postsessions: [], offDevice: [], types: ['Glove'] });
    renderWithProviders(<StatisticsPanel patientUid="p1" deviceIds={['GLV-1']} />, { store });
    expect(screen.getByText(/No data in this period/)).toBeInTheDocument();
    expect(postsessions).not.toHaveBeenCalled();
  });

  it('shows a failed query to the user and loads again on Try again', async () => {
    postsessions.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<StatisticsPanel patientUid="p1" deviceIds={['GLV-1']} />);
    expect(await screen.findByText('The statistics could not be loaded: Missing or insufficient permissions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No data in this period/)).toBeInTheDocument();
    expect(postsessions).toHaveBeenCalledTimes(2);
  });

  it('shows latest, average and a coloured change per metric, and off-device hand reps for a glove owner', async () => {
    const store = await storeWith(['GLV-1'], {
      postsessions: [
        { startTime: daysAgo(0), entries: [glove(6, 50)] },
        { startTime: daysAgo(2), entries: [glove(10, 30)] },
        { startTime: daysAgo(3), entries: [glove(14, 40)] },
      ],
      offDevice: [
        { date: daysAgo(1), deviceType: 'Glove', exerciseReps: { fist: 12 } },
        { date: daysAgo(4), deviceType: 'Knee Brace', exerciseReps: { squat: 7 } },
      ],
      types: ['Glove'],
    });
    renderWithProviders(<StatisticsPanel patientUid="p1" deviceIds={['GLV-1']} />, { store });

    const card = screen.getByTestId('statistics-Glove');
    const reps = within(card).getByRole('row', { name: /^Repetitions/ });
    expect(within(reps).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6.00', '10.00', '-40.00%']);
    expect(within(reps).getByText('-40.00%')).toHaveClass('text-success');
    const wristX = within(card).getByRole('row', { name: /^Wrist X ROM/ });
    expect(within(wristX).getByText('25.00%')).toHaveClass('text-danger');
    const hand = within(card).getByRole('row', { name: /^Off-device hand reps/ });
    expect(within(hand).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12.00', '12.00', '0%']);
    // The knee reps belong to knee sleeve owners only; this patient has a glove.
    expect(screen.queryByText('Off-device knee reps')).not.toBeInTheDocument();
    expect(screen.queryByTestId('statistics-Knee Sleeve')).not.toBeInTheDocument();

    const chart = within(card).getByRole('list', { name: 'Glove: Repetitions per period' });
    expect(chart).toHaveTextContent('-,-,-,14,10,-,6');
    await userEvent.selectOptions(within(card).getByLabelText('Chart'), 'Off-device hand reps');
    const handChart = within(card).getByRole('list', { name: 'Glove: Off-device hand reps per period' });
    expect(handChart).toHaveAttribute('data-colour', OFF_DEVICE_COLOUR);
  });

  it('shows a card per owned device type, the Knee Brace as the Knee Sleeve, and loads the chosen time range', async () => {
    postsessions.mockResolvedValue([{ startTime: daysAgo(1), entries: [glove(6, 30)] }]);
    renderWithProviders(<StatisticsPanel patientUid="p1" deviceIds={['GLV-1', 'KNB-1']} />);

    const knee = await screen.findByTestId('statistics-Knee Sleeve');
    expect(within(knee).getByText('Knee Sleeve')).toBeInTheDocument();
    expect(within(knee).getByText('No data in this period.')).toBeInTheDocument();
    expect(postsessions).toHaveBeenLastCalledWith('p1', new Date(new Date(daysAgo(6)).setHours(0)));

    const slider = screen.getByRole('slider', { name: 'Time range' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Last Week');
    await userEvent.click(screen.getByRole('button', { name: 'Last Half Year' }));
    expect(slider).toHaveAttribute('aria-valuetext', 'Last Half Year');
    expect(screen.getByRole('button', { name: 'Last Half Year' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(postsessions).toHaveBeenCalledTimes(2));
    const yearStart = postsessions.mock.calls[1][1];
    expect(yearStart.getDate()).toBe(1);
    expect(await screen.findByTestId('statistics-Glove')).toBeInTheDocument();
  });
});
