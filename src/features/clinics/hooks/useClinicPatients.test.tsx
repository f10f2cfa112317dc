import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicConsent, ClinicCoverage, ClinicMember, ClinicRole } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { fakeTimestamp } from '../../../test/timestamps';
import { clinicsApi } from '../api/clinicsApi';
import { useClinicPatients } from './useClinicPatients';

const HOUR = 3_600_000;
const START = Date.parse('2030-04-02T10:00:00Z');
const since = fakeTimestamp(START - 1000 * HOUR);
const member = (docId: string, role: ClinicRole): WithId<ClinicMember> => ({ docId, clinicId: 'north', role, supervisor: null, name: docId, email: '', since });
const consent = (patient: string, primary: string): WithId<ClinicConsent> => ({
  docId: `${patient}_north`,
  patient,
  clinicId: 'north',
  clinicName: 'Northside Rehab',
  state: 'active',
  requestedAt: since,
  requestedBy: 'daniel',
  primary,
  since,
  grantedBy: patient,
  auditId: 'a1',
});
/** The owner away from an hour from now for two hours, covered by the therapist. */
const ownerAway: WithId<ClinicCoverage> = {
  docId: 'daniel',
  clinicId: 'north',
  away: 'daniel',
  awayName: 'Daniel Reyes',
  cover: 'hannah',
  coverName: 'Hannah Brooks',
  from: fakeTimestamp(START + HOUR),
  until: fakeTimestamp(START + 3 * HOUR),
  setAt: since,
  setBy: 'daniel',
  auditId: 'a1',
};

async function render(uid: string, role: ClinicRole) {
  const store = makeStore();
  await store.dispatch(clinicsApi.util.upsertQueryData('myMembership', uid, member(uid, role)));
  await store.dispatch(clinicsApi.util.upsertQueryData('activeClinicConsents', 'north', [consent('ravi', 'daniel'), consent('amara', 'hannah')]));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinicCoverages', 'north', [ownerAway]));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useClinicPatients(uid), { wrapper });
}

afterEach(() => vi.useRealTimers());

describe('useClinicPatients', () => {
  it("gives a clinician his primary patients, and his away colleague's for the coverage's period only, marked", async () => {
    vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { result } = await render('hannah', 'clinician');
    expect(result.current.uids).toEqual(['amara']);
    expect(result.current.coveringFor).toEqual(new Map());

    await act(async () => vi.advanceTimersByTimeAsync(HOUR));
    expect(result.current.uids).toEqual(['amara', 'ravi']);
    expect(result.current.coveringFor).toEqual(new Map([['ravi', 'Daniel Reyes']]));

    await act(async () => vi.advanceTimersByTimeAsync(2 * HOUR));
    expect(result.current.uids).toEqual(['amara']);
    expect(result.current.coveringFor).toEqual(new Map());
  });

  it('leaves the away owner his own patients, and gives staff none', async () => {
    vi.useFakeTimers({ now: START + 2 * HOUR, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    expect((await render('daniel', 'owner')).result.current.uids).toEqual(['ravi']);
    expect((await render('jess', 'frontDesk')).result.current.uids).toEqual([]);
  });
});
