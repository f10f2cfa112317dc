import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListGroup from 'react-bootstrap/ListGroup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicConsent, ClinicMember } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { clinicsApi } from '../api/clinicsApi';
import { declineClinic, endClinicAccess, grantClinic } from '../api/clinicRecords';
import { ApprovedClinics } from './ApprovedClinics';
import { ClinicConsentRequests } from './ClinicConsentRequests';

vi.mock('../api/clinicRecords', () => ({
  grantClinic: vi.fn(() => Promise.resolve()),
  declineClinic: vi.fn(() => Promise.resolve()),
  endClinicAccess: vi.fn(() => Promise.resolve()),
}));

const consent = (clinicId: string, clinicName: string, fields: Partial<ClinicConsent>): WithId<ClinicConsent> => ({
  docId: `liam_${clinicId}`,
  patient: 'liam',
  clinicId,
  clinicName,
  state: 'pending',
  requestedAt: fakeTimestamp(new Date('2030-03-03T10:00:00Z')),
  requestedBy: 'daniel',
  since: null,
  grantedBy: null,
  ...fields,
});
const northside = consent('north', 'Northside Rehab', { requestedBy: 'hannah' });
const kincaid = consent('kincaid', 'Kincaid Physiotherapy', { state: 'active', since: fakeTimestamp(new Date('2030-01-10T10:00:00Z')) });

const member = (docId: string, clinicId: string, name: string, role: ClinicMember['role']): WithId<ClinicMember> => ({
  docId,
  clinicId,
  role,
  supervisor: null,
  name,
  email: `${docId}@demo.test`,
  since: fakeTimestamp(new Date('2029-01-01T10:00:00Z')),
});

async function showing(element: React.ReactElement) {
  const store = makeStore();
  await store.dispatch(
    clinicsApi.util.upsertQueryData('clinicMembers', 'north', [member('jess', 'north', 'Jess Park', 'frontDesk'), member('hannah', 'north', 'Hannah Brooks', 'clinician')]),
  );
  await store.dispatch(
    clinicsApi.util.upsertQueryData('clinicMembers', 'kincaid', [member('olivia', 'kincaid', 'Olivia Grant', 'owner'), member('sam', 'kincaid', 'Sam Lee', 'biller')]),
  );
  renderWithProviders(<ListGroup>{element}</ListGroup>, { store });
}

beforeEach(() => vi.clearAllMocks());

describe('ClinicConsentRequests', () => {
  it('names the clinic asking for approval and who in it would see what, with Approve and Decline', async () => {
    await showing(<ClinicConsentRequests requests={[northside]} patientUid="liam" />);
    const request = screen.getByTestId('clinic-request');
    expect(request).toHaveTextContent('Northside Rehab asks to follow your data');
    const members = within(request).getAllByTestId('clinic-access-member');
    expect(members[0]).toHaveTextContent(
      'Hannah Brooks · Clinician · your primary clinician: sees your records, sessions, plans and outcomes, your appointments and reminders, your monitoring time for billing',
    );
    // each role in words: an owner or clinician only as the primary or his cover (issue 51)
    expect(request).toHaveTextContent(
      "Owner: sees your name and contact details, your monitoring status and waiting alerts in the clinic's caseload, and your records, sessions, plans and outcomes, your appointments and reminders, your monitoring time for billing as your primary clinician or while covering him",
    );
    // the front desk books the patient's appointments and sees his contact, nothing clinical (issue 51)
    expect(members[1]).toHaveTextContent('Jess Park · Front desk: sees your appointments, to book, move and cancel them, your name and contact details');
    await userEvent.click(within(request).getByRole('button', { name: 'Approve Northside Rehab' }));
    expect(grantClinic).toHaveBeenCalledWith(northside, 'liam');
    const decline = within(request).getByRole('button', { name: 'Decline Northside Rehab' });
    await waitFor(() => expect(decline).toBeEnabled());
    await userEvent.click(decline);
    expect(declineClinic).toHaveBeenCalledWith(northside, 'liam');
  });

  it('reads in Arabic', async () => {
    const store = makeStore();
    await store.dispatch(clinicsApi.util.upsertQueryData('clinicMembers', 'north', [member('hannah', 'north', 'Hannah Brooks', 'clinician')]));
    renderWithProviders(
      <ListGroup>
        <ClinicConsentRequests requests={[northside]} patientUid="liam" />
      </ListGroup>,
      { store, language: 'ar' },
    );
    expect(await screen.findByRole('button', { name: 'الموافقة على Northside Rehab' })).toBeInTheDocument();
  });
});

describe('ApprovedClinics', () => {
  it('lists the approved clinic with the members who see the data (its biller his monitoring time), and ends its access after asking', async () => {
    await showing(<ApprovedClinics clinics={[kincaid]} patientUid="liam" />);
    const clinic = screen.getByTestId('care-team-clinic');
    expect(clinic).toHaveTextContent('Kincaid Physiotherapy');
    expect(clinic).toHaveTextContent('Approved since January 10, 2030');
    const members = within(clinic).getAllByTestId('clinic-access-member');
    // the owner is not the patient's primary clinician there: she sees his records only while covering him (issue 51)
    expect(members[0]).toHaveTextContent(
      "Olivia Grant · Owner: sees your name and contact details, your monitoring status and waiting alerts in the clinic's caseload, and your records, sessions, plans and outcomes, your appointments and reminders, your monitoring time for billing only while covering your primary clinician",
    );
    expect(members[1]).toHaveTextContent('Sam Lee · Biller: sees your monitoring time for billing');
    await userEvent.click(within(clinic).getByRole('button', { name: 'End access for Kincaid Physiotherapy' }));
    expect(screen.getByText(/No member of Kincaid Physiotherapy will see your records/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(endClinicAccess).toHaveBeenCalledWith(kincaid, 'liam');
  });
});
