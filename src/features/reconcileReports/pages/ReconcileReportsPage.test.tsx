import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReconcileReport } from '@rehab/model/reconcile';
import type { WithId } from '../../../lib/firebase/withId';
import type { Subscribe } from '../../../lib/store/live';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { subscribeReconcileReports } from '../api/reconcileReportsFirestore';
import ReconcileReportsPage from './ReconcileReportsPage';

// The reports come from the live query's subscription, replaced here by one that answers as each case needs.
vi.mock('../api/reconcileReportsFirestore', () => ({ subscribeReconcileReports: vi.fn() }));

const at = fakeTimestamp('2030-03-05T02:00:00Z');

function report(date: string, fixes: ReconcileReport['fixes'], driftCount = fixes.length): WithId<ReconcileReport> {
  return { docId: date, date, ranAt: at, window: { from: at, to: at, sensorsFrom: at }, checked: { managementTotals: 4, triageAlerts: 2 }, driftCount, fixes };
}

const TOTALS_FIX = { collection: 'managementTotals', document: 'doc_pat_2030-03', field: 'minutes', before: '9', after: '21' };
const ALERT_FIX = { collection: 'triageAlerts', document: 'pat_pain', field: '', before: 'null', after: '{"kind":"pain"}' };

function answer(subscribe: Subscribe<WithId<ReconcileReport>[]>) {
  vi.mocked(subscribeReconcileReports).mockReturnValue(subscribe);
  renderWithProviders(<ReconcileReportsPage />, { store: makeStore() });
}

describe('ReconcileReportsPage', () => {
  beforeEach(() => vi.mocked(subscribeReconcileReports).mockReset());

  it('lists the days newest first, "0 drifts" on a healthy one, and each fix with its before and after', async () => {
    answer((next) => {
      next([report('2030-03-05', []), report('2030-03-04', [TOTALS_FIX, ALERT_FIX])]);
      return () => {};
    });
    const reports = await screen.findAllByTestId('reconcile-report');
    expect(reports.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mar 5, 2030', 'Mar 4, 2030']);
    expect(within(reports[0]).getByTestId('reconcile-drift-count')).toHaveTextContent('0 drifts');
    expect(within(reports[0]).queryByRole('table')).not.toBeInTheDocument();
    expect(within(reports[1]).getByTestId('reconcile-drift-count')).toHaveTextContent('2 drifts');
    expect(within(reports[1]).getByText('Checked: managementTotals 4, triageAlerts 2', { exact: false })).toBeInTheDocument();
    const rows = within(reports[1]).getAllByTestId('reconcile-fix');
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['managementTotals', 'doc_pat_2030-03', 'minutes', '9', '21']);
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['triageAlerts', 'pat_pain', 'whole document', 'null', '{"kind":"pain"}']);
  });

  it('says how many fixes a day had beyond those it keeps', async () => {
    answer((next) => {
      next([report('2030-03-04', [TOTALS_FIX], 250)]);
      return () => {};
    });
    expect(await screen.findByText('The first 1 of 250 fixes are listed.')).toBeInTheDocument();
    expect(screen.getByTestId('reconcile-drift-count')).toHaveTextContent('250 drifts');
  });

  it('lets the keyboard reach and scroll the table of fixes', async () => {
    answer((next) => {
      next([report('2030-03-04', [TOTALS_FIX])]);
      return () => {};
    });
    const region = await screen.findByRole('region', { name: 'Fixes of Mar 4, 2030' });
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it('shows a loader while the reports are read', () => {
    answer(() => () => {});
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('says when there is no report yet', async () => {
    answer((next) => {
      next([]);
      return () => {};
    });
    expect(await screen.findByTestId('reconcile-reports-empty')).toHaveTextContent('No report yet');
  });

  it('says when the reports cannot be read', async () => {
    answer((_next, fail) => {
      fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
      return () => {};
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded');
  });
});
