import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { writeEntry } from '../api/monitoringRecords';
import { useManagementTimer } from './useManagementTimer';

vi.mock('../api/monitoringRecords', () => ({ writeEntry: vi.fn(() => Promise.resolve()) }));

function Probe({ patientUid, interactive }: { patientUid: string | null; interactive?: (since: number) => boolean }) {
  useManagementTimer(patientUid, 'charts', interactive);
  return null;
}

const written = () => vi.mocked(writeEntry).mock.calls.map(([arg]) => ({ seconds: arg.entry.seconds, interactive: arg.entry.interactive, entryId: arg.entryId }));

describe('useManagementTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 10, 0));
    vi.mocked(writeEntry).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const advance = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it("saves a doctor's growing entry every 30 s, pauses after a minute idle, resumes as a new entry, and saves on leaving", async () => {
    const view = renderWithProviders(<Probe patientUid="pat" />, { preloadedState: signedInState('doctor', { uid: 'doc' }) });
    await advance(30_000);
    expect(written()).toEqual([{ seconds: 30, interactive: false, entryId: expect.stringMatching(/^auto-/) }]);
    await advance(120_000);
    // idle after a minute: 60 s counted, then nothing more
    expect(written().at(-1)?.seconds).toBe(60);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    await advance(10_000);
    view.unmount();
    // resumed after the pause as a new entry: the rules take an automatic entry as a running timer
    expect(written().at(-1)?.seconds).toBe(10);
    const [first] = vi.mocked(writeEntry).mock.calls[0];
    expect(first).toMatchObject({ doctorUid: 'doc', patientUid: 'pat', month: '2026-03', entry: { source: 'auto', activity: 'charts', reason: '' } });
    expect(new Set(written().map((w) => w.entryId)).size).toBe(2);
  });

  it('records an interactive communication as soon as it happens', async () => {
    let live = false;
    renderWithProviders(<Probe patientUid="pat" interactive={() => live} />, { preloadedState: signedInState('doctor', { uid: 'doc' }) });
    await advance(5_000);
    live = true;
    await advance(1_000);
    expect(written()).toEqual([{ seconds: 6, interactive: true, entryId: expect.any(String) }]);
  });

  it('logs nothing for a patient, or without a patient', async () => {
    renderWithProviders(<Probe patientUid="pat" />, { preloadedState: signedInState('patient', { uid: 'pat' }) });
    renderWithProviders(<Probe patientUid={null} />, { preloadedState: signedInState('doctor', { uid: 'doc' }) });
    await advance(60_000);
    expect(writeEntry).not.toHaveBeenCalled();
  });
});
