import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { AlertItem } from './AlertItem';

const unwrapped = () => ({ unwrap: () => Promise.resolve(null) });
vi.mock('../api/triageApi', () => ({
  useOpenAlertMutation: () => [unwrapped, { isLoading: false }],
  useAcknowledgeAlertMutation: () => [unwrapped, { isLoading: false }],
  useSnoozeAlertMutation: () => [unwrapped, { isLoading: false }],
}));

function alert(kind: TriageAlert['kind'], more: Partial<TriageAlert>): TriageAlert {
  return {
    patientId: 'p1',
    patientName: 'Liam Carter',
    kind,
    status: 'open',
    careTeam: ['d1'],
    openedAt: fakeTimestamp('2026-12-01T10:00:00Z'),
    evidence: { records: [], values: {} },
    snoozedUntil: null,
    snoozedEvidence: null,
    acknowledged: null,
    reopened: null,
    openedBy: {},
    ...more,
  };
}

describe('an alert of the inbox', () => {
  it('says why it opened again, and shows its evidence: the value against its threshold, one click from the chart', async () => {
    const evidence = {
      records: [{ type: 'checkIn' as const, id: 's2', role: 'latest' as const, day: '2026-12-03', sessionId: 's2', value: 9 }],
      values: { pain: 9, day: '2026-12-03', painAtLeast: 7, painRise: 2 },
    };
    const reopened = alert('pain', {
      evidence,
      acknowledged: { uid: 'd1', name: 'Dana Doctor', at: fakeTimestamp('2026-12-01T11:00:00Z'), note: '', evidence: { records: [], values: { pain: 7, day: '2026-12-01' } } },
      reopened: { handled: 'acknowledged', reason: 'painHigher', values: { was: 7, now: 9, day: '2026-12-03' } },
    });
    renderWithProviders(<AlertItem row={{ id: 'p1_pain', alert: reopened, needsReview: true }} />);
    expect(screen.getByText('Open again, worse than when it was acknowledged: pain 9/10 on Dec 3, 2026, was 7/10.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Pain 9/10 on Dec 3, 2026, threshold 7.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chart of the session of Dec 3, 2026: pain 9/10 after it' })).toHaveAttribute('href', '/app/charts/p1/s2');
  });

  it("links a questionnaire's answers to the dashboard's questionnaire chart", async () => {
    const worse = alert('outcomeWorse', {
      evidence: {
        records: [
          { type: 'response', id: 'r1', role: 'previous', day: '2026-11-01', value: 60 },
          { type: 'response', id: 'r2', role: 'latest', day: '2026-12-01', value: 40 },
        ],
        values: { questionnaire: 'lefs', latest: 40, previous: 60, baseline: 60, mcid: 9, better: 'higher', lossFromPrevious: 20 },
      },
    });
    renderWithProviders(<AlertItem row={{ id: 'p1_outcomeWorse', alert: worse, needsReview: true }} />);
    expect(screen.getByText('LEFS score 40: down 20 from the previous 60 (MCID 9).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('LEFS 60 on Nov 1, 2026 (previous answer)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the LEFS chart of Liam Carter' })).toHaveAttribute('href', '/patients/p1#outcomes');
  });

  it('is marked when the doctor sees it covering an away colleague (issue 51), and not otherwise', () => {
    const row = { id: 'a1', alert: alert('pain', {}), needsReview: true };
    const covering = renderWithProviders(<AlertItem row={row} coveringFor="Daniel Reyes" />);
    expect(screen.getByTestId('covering-for')).toHaveTextContent('Covering for Daniel Reyes');
    covering.unmount();
    renderWithProviders(<AlertItem row={row} />);
    expect(screen.queryByTestId('covering-for')).not.toBeInTheDocument();
  });
});
