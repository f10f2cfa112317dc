import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic, ClinicConsent, ClinicCoverage, ClinicMember, ClinicRole } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { clinicsApi } from '../api/clinicsApi';
import { PatientClinicCare } from './PatientClinicCare';

const call = vi.fn((_data?: unknown): Promise<{ data: unknown }> => Promise.resolve({ data: {} }));
vi.mock('../../../lib/firebase/callables', () => ({ callable: vi.fn(() => call) }));

const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: 'daniel', createdAt: since };
const member = (docId: string, name: string, role: ClinicRole): WithId<ClinicMember> => ({ docId, clinicId: 'north', role, supervisor: null, name, email: '', since });
const MEMBERS = [member('daniel', 'Daniel Reyes', 'owner'), member('hannah', 'Hannah Brooks', 'clinician'), member('omar', 'Omar Haddad', 'clinician')];
const ravi: WithId<ClinicConsent> = {
  docId: 'ravi_north',
  patient: 'ravi',
  clinicId: 'north',
  clinicName: 'Northside Rehab',
  state: 'active',
  requestedAt: since,
  requestedBy: 'daniel',
  since,
  grantedBy: 'ravi',
  auditId: 'a1',
};
const ownerAwayNow: WithId<ClinicCoverage> = {
  docId: 'daniel',
  clinicId: 'north',
  away: 'daniel',
  awayName: 'Daniel Reyes',
  cover: 'hannah',
  coverName: 'Hannah Brooks',
  from: fakeTimestamp(Date.now() - 3_600_000),
  until: fakeTimestamp(Date.now() + 3_600_000),
  setAt: since,
  setBy: 'daniel',
  auditId: 'a2',
};

async function showAs(uid: string, { consents = [ravi], coverages = [] as WithId<ClinicCoverage>[] } = {}) {
  const store = makeStore(signedInState('doctor', { uid }));
  await store.dispatch(clinicsApi.util.upsertQueryData('myMembership', uid, MEMBERS.find((m) => m.docId === uid)!));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinic', 'north', clinic));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinicMembers', 'north', MEMBERS));
  await store.dispatch(clinicsApi.util.upsertQueryData('activeClinicConsents', 'north', consents));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinicCoverages', 'north', coverages));
  renderWithProviders(<PatientClinicCare patientId="ravi" patientName="Ravi Iyer" />, { store, route: '/patients/ravi' });
}

beforeEach(() => vi.clearAllMocks());

describe("a clinic patient's primary clinician on his dashboard", () => {
  it('names him, and lets the primary hand the patient over; he then goes back to his patients', async () => {
    await showAs('daniel');
    expect(screen.getByTestId('clinic-primary')).toHaveTextContent('Primary clinician in Northside Rehab: you');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to another clinician…' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer Ravi Iyer' });
    await userEvent.selectOptions(within(dialog).getByLabelText('New primary clinician'), 'Hannah Brooks (Clinician)');
    call.mockResolvedValueOnce({ data: { patientId: 'ravi', from: 'daniel', to: 'hannah', billingFromPeriod: null, movedAppointments: [] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/patients'));
    expect(call).toHaveBeenCalledWith({ patientId: 'ravi', to: 'hannah', moveAppointments: false });
  });

  it('marks the patient of the colleague a clinician covers, who may not transfer him', async () => {
    await showAs('hannah', { coverages: [ownerAwayNow] });
    expect(screen.getByTestId('clinic-primary')).toHaveTextContent('Primary clinician in Northside Rehab: Daniel Reyes');
    expect(screen.getByTestId('covering-for')).toHaveTextContent('Covering for Daniel Reyes');
    expect(screen.queryByRole('button', { name: 'Transfer to another clinician…' })).not.toBeInTheDocument();
  });

  it("lets the owner transfer a colleague's patient", async () => {
    await showAs('daniel', { consents: [{ ...ravi, primary: 'omar' }] });
    expect(screen.getByTestId('clinic-primary')).toHaveTextContent('Primary clinician in Northside Rehab: Omar Haddad');
    expect(screen.getByRole('button', { name: 'Transfer to another clinician…' })).toBeInTheDocument();
  });

  it('shows nothing for a patient outside the clinic', async () => {
    await showAs('daniel', { consents: [] });
    expect(screen.queryByTestId('clinic-primary')).not.toBeInTheDocument();
  });
});
