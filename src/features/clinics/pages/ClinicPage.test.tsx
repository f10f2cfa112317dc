import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic, ClinicConsent, ClinicInvitation, ClinicMember, ClinicRole, PatientContact } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { callable } from '../../../lib/firebase/callables';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { clinicsApi } from '../api/clinicsApi';
import { updateClinicDetails } from '../api/clinicRecords';
import ClinicPage from './ClinicPage';

vi.mock('../api/clinicRecords', () => ({ updateClinicDetails: vi.fn(() => Promise.resolve()) }));
const call = vi.fn((_data?: unknown) => Promise.resolve({ data: {} }));
vi.mock('../../../lib/firebase/callables', () => ({ callable: vi.fn(() => call) }));

const since = fakeTimestamp('2029-06-01T10:00:00Z');
const clinic: WithId<Clinic> = {
  docId: 'north',
  name: 'Northside Rehab',
  address: '12 Harbour Road',
  timeZone: 'America/Vancouver',
  npi: '1245319599',
  taxId: '',
  owner: 'daniel',
  createdAt: since,
};
const member = (docId: string, name: string, role: ClinicRole, supervisor: string | null = null): WithId<ClinicMember> => ({
  docId,
  clinicId: 'north',
  role,
  supervisor,
  name,
  email: `${docId}@demo.test`,
  since,
});
const MEMBERS = [
  member('daniel', 'Daniel Reyes', 'owner'),
  member('hannah', 'Hannah Brooks', 'clinician'),
  member('marco', 'Marco Silva', 'assistant', 'hannah'),
  member('jess', 'Jess Park', 'frontDesk'),
];
const invitation: WithId<ClinicInvitation> = {
  docId: 'inv1',
  clinicId: 'north',
  clinicName: 'Northside Rehab',
  email: 'tom@demo.test',
  role: 'biller',
  supervisor: null,
  invitedBy: 'daniel',
  invitedByName: 'Daniel Reyes',
  createdAt: since,
  expiresAt: fakeTimestamp('2029-06-15T10:00:00Z'),
  state: 'pending',
  acceptedBy: null,
  acceptedAt: null,
};
const consent = (patient: string, requestedBy: string, primary?: string): WithId<ClinicConsent> => ({
  docId: `${patient}_north`,
  patient,
  clinicId: 'north',
  clinicName: 'Northside Rehab',
  state: 'active',
  requestedAt: since,
  requestedBy,
  since,
  grantedBy: patient,
  auditId: 'a1',
  ...(primary ? { primary } : {}),
});
const contact = (patientId: string, firstName: string, lastName: string): WithId<PatientContact> => ({
  docId: `${patientId}_north`,
  patientId,
  clinicId: 'north',
  firstName,
  lastName,
  email: `${patientId}@demo.test`,
  phoneNumber: '',
  timeZone: '',
});

async function openAs(uid: string, role: 'doctor' | 'staff', membership: WithId<ClinicMember> | null = MEMBERS.find((m) => m.docId === uid) ?? null) {
  const store = makeStore(signedInState(role, { uid }));
  await store.dispatch(clinicsApi.util.upsertQueryData('myMembership', uid, membership));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinic', 'north', clinic));
  await store.dispatch(clinicsApi.util.upsertQueryData('clinicMembers', 'north', MEMBERS));
  await store.dispatch(clinicsApi.util.upsertQueryData('pendingInvitations', 'north', [invitation]));
  await store.dispatch(clinicsApi.util.upsertQueryData('activeClinicConsents', 'north', [consent('ravi', 'daniel'), consent('amara', 'daniel', 'hannah')]));
  await store.dispatch(clinicsApi.util.upsertQueryData('patientContacts', 'north', [contact('ravi', 'Ravi', 'Iyer'), contact('amara', 'Amara', 'Okonkwo')]));
  renderWithProviders(<ClinicPage />, { store });
}

beforeEach(() => vi.clearAllMocks());

describe('ClinicPage', () => {
  it("shows the owner his clinic, its members with roles and an assistant's supervisor, and the pending invitations", async () => {
    await openAs('daniel', 'doctor');
    expect(screen.getByRole('heading', { level: 1, name: 'Northside Rehab' })).toBeInTheDocument();
    expect(screen.getByText(/Your role: Owner\./)).toBeInTheDocument();
    expect(screen.getByText('12 Harbour Road')).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
    const rows = screen.getAllByTestId('clinic-member');
    ['Daniel Reyes (you)', 'Hannah Brooks', 'Marco Silva', 'Jess Park'].forEach((name, index) => expect(rows[index]).toHaveTextContent(name));
    expect(rows[2]).toHaveTextContent('Supervised by Hannah Brooks');
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('clinic-invitation')).toHaveTextContent('tom@demo.test');
    expect(screen.getByTestId('clinic-invitation')).toHaveTextContent('Biller');
  });

  it('edits the details with validation: an NPI has 10 digits', async () => {
    await openAs('daniel', 'doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const npi = screen.getByLabelText('NPI');
    await userEvent.clear(npi);
    await userEvent.type(npi, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('An NPI has exactly 10 digits')).toBeInTheDocument();
    expect(updateClinicDetails).not.toHaveBeenCalled();
    await userEvent.type(npi, '4567890');
    await userEvent.type(screen.getByLabelText('Tax ID'), ' 98-7654321 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(updateClinicDetails).toHaveBeenCalledWith('north', { name: 'Northside Rehab', address: '12 Harbour Road', timeZone: 'America/Vancouver', npi: '1234567890', taxId: '98-7654321' }),
    );
    expect(await screen.findByText("The clinic's details are saved.")).toBeInTheDocument();
  });

  it('invites an assistant only with his supervising clinician', async () => {
    await openAs('daniel', 'doctor');
    const form = screen.getByRole('form', { name: 'Invite a member' });
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'Lena@Demo.test');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Assistant');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText("Choose the assistant's supervising clinician")).toBeInTheDocument();
    const supervisor = within(form).getByLabelText('Supervising clinician');
    expect(within(supervisor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a clinician', 'Daniel Reyes', 'Hannah Brooks']);
    await userEvent.selectOptions(supervisor, 'Hannah Brooks');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({ email: 'lena@demo.test', role: 'assistant', supervisor: 'hannah' }));
    expect(callable).toHaveBeenCalledWith('inviteClinicMember');
  });

  it("changes a member's role and removes a member after asking", async () => {
    await openAs('daniel', 'doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Change role of Jess Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Role of Jess Park' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Biller');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({ uid: 'jess', role: 'biller', supervisor: null }));
    expect(callable).toHaveBeenCalledWith('changeClinicMemberRole');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Marco Silva' }));
    expect(screen.getByText(/Marco Silva will leave the clinic/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({ uid: 'marco' }));
    expect(callable).toHaveBeenCalledWith('removeClinicMember');
  });

  it('revokes a pending invitation', async () => {
    await openAs('daniel', 'doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of tom@demo.test' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({ invitationId: 'inv1' }));
  });

  it('shows a front desk the clinic to read only, with the way to his work: the calendar', async () => {
    await openAs('jess', 'staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Northside Rehab' })).toBeInTheDocument();
    expect(screen.getByText(/Your role: Front desk\. You book, move and cancel the appointments .* nothing clinical\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toHaveAttribute('href', '/app/clinic/calendar');
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it.each([
    ['tom', 'biller', 'Biller', /You bill the remote monitoring/, 'Open billing', '/app/clinic/billing'],
    ['marco', 'assistant', 'Assistant', /You record your management minutes/, 'Record my time', '/app/clinic/time'],
  ] as const)('links the %s (%s) to his work', async (uid, role, roleName, text, link, href) => {
    await openAs(uid, 'staff', member(uid, uid, role));
    expect(screen.getByText(new RegExp(`Your role: ${roleName}\\. ${text.source}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: link })).toHaveAttribute('href', href);
  });

  it('links no work for an owner, who sees the patients as their doctor does', async () => {
    await openAs('daniel', 'doctor');
    expect(screen.getByText(/You see the patients who approved the clinic as their doctor does\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
  });

  it.each(['daniel', 'hannah'])('leads an owner or a clinician (%s) to his coverage', async (uid) => {
    await openAs(uid, 'doctor');
    expect(screen.getByRole('button', { name: 'Coverage: when you are away' })).toHaveAttribute('href', '/app/clinic/coverage');
  });

  it('leads the staff to no coverage: they care for no patient', async () => {
    await openAs('jess', 'staff');
    expect(screen.queryByRole('button', { name: 'Coverage: when you are away' })).not.toBeInTheDocument();
  });

  it("lists the clinic's patients by name with their primary clinicians for the owner", async () => {
    await openAs('daniel', 'doctor');
    const rows = screen.getAllByTestId('clinic-patient');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Amara OkonkwoPrimary clinician: Hannah BrooksTransfer…',
      'Ravi IyerPrimary clinician: Daniel ReyesTransfer…',
    ]);
  });

  it("lists no patients for a clinician: he transfers his own from their dashboards", async () => {
    await openAs('hannah', 'doctor');
    expect(screen.queryByTestId('clinic-patient')).not.toBeInTheDocument();
  });

  it("transfers a colleague's patient to another clinician, keeping the choices when the function refuses", async () => {
    await openAs('daniel', 'doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer Amara Okonkwo to another clinician' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer Amara Okonkwo' });
    expect(dialog).toHaveTextContent('Primary clinician now: Hannah Brooks.');
    expect(dialog).toHaveTextContent('Remote monitoring is billed by the new clinician from the next 30-day period on');
    expect(dialog).toHaveTextContent('Amara Okonkwo is told by e-mail, without any health information.');
    const to = within(dialog).getByLabelText('New primary clinician');
    expect(within(to).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a clinician', 'Daniel Reyes (Owner)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Choose the new primary clinician.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    await userEvent.selectOptions(to, 'Daniel Reyes (Owner)');
    await userEvent.click(within(dialog).getByLabelText('Also move future appointments'));
    call.mockRejectedValueOnce(new Error('Amara Okonkwo no longer approves the clinic.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Amara Okonkwo no longer approves the clinic.')).toBeInTheDocument();
    expect(to).toHaveValue('daniel');
    expect(within(dialog).getByLabelText('Also move future appointments')).toBeChecked();

    call.mockResolvedValueOnce({ data: { patientId: 'amara', from: 'hannah', to: 'daniel', billingFromPeriod: '2029-07-01', movedAppointments: ['a1'] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(call).toHaveBeenLastCalledWith({ patientId: 'amara', to: 'daniel', moveAppointments: true });
    expect(callable).toHaveBeenCalledWith('transferClinicPatient');
  });

  it('says so when the account is in no clinic', async () => {
    await openAs('nobody', 'doctor', null);
    expect(screen.getByRole('heading', { level: 1, name: 'You are not a member of a clinic' })).toBeInTheDocument();
  });
});
