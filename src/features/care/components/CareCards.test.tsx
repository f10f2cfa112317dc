import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { CareRelationship } from '@rehab/model/care';
import type { ClinicConsent } from '@rehab/model/clinics';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { careApi } from '../api/careApi';
import { declineCare, grantCare, removeFromCareTeam } from '../api/careRecords';
import { CareRequests } from './CareRequests';
import { CareTeam } from './CareTeam';

// The clinics' part of the cards (issue 50) is tested in the clinics feature; here only how the cards show it.
const clinics = vi.hoisted(() => ({ pending: [] as { docId: string; clinicName: string }[], approved: [] as { docId: string; clinicName: string }[] }));
vi.mock('../../clinics', () => ({
  usePatientClinics: () => ({ ...clinics, loading: false, error: null }),
  ClinicConsentRequests: ({ requests }: { requests: ClinicConsent[] }) => requests.map((r) => <li key={r.clinicName}>{r.clinicName} asks</li>),
  ApprovedClinics: ({ clinics: approved }: { clinics: ClinicConsent[] }) => approved.map((c) => <li key={c.clinicName}>{c.clinicName} approved</li>),
}));

vi.mock('../api/careRecords', () => ({
  grantCare: vi.fn(() => Promise.resolve()),
  declineCare: vi.fn(() => Promise.resolve()),
  removeFromCareTeam: vi.fn(() => Promise.resolve()),
}));

const relationship = (docId: string, fields: Partial<CareRelationship>): WithId<CareRelationship> => ({
  docId,
  patient: 'liam',
  doctor: docId,
  doctorName: 'Olivia Grant',
  state: 'pending',
  requestedAt: fakeTimestamp(new Date('2030-03-02T10:00:00Z')),
  since: null,
  grantedBy: null,
  devices: { 'GLV-1001': 'Glove' },
  ...fields,
});

const olivia = relationship('olivia', {});
const daniel = relationship('daniel', { doctorName: 'Daniel Reyes', state: 'active', since: fakeTimestamp(new Date('2029-05-01T10:00:00Z')), devices: { 'KNB-2001': 'Knee Brace', 'GLV-1002': 'Glove' } });
const declined = relationship('nina', { doctorName: 'Nina Park', state: 'ended', ending: 'declined' });

async function showing(element: React.ReactElement, relationships: WithId<CareRelationship>[]) {
  const store = makeStore();
  await store.dispatch(careApi.util.upsertQueryData('patientCareRelationships', 'liam', relationships));
  renderWithProviders(element, { store });
}

beforeEach(() => {
  vi.clearAllMocks();
  clinics.pending = [];
  clinics.approved = [];
});

describe('CareRequests', () => {
  it("shows 'Dr Olivia Grant asks to follow your Glove GLV-1001' with Approve and Decline", async () => {
    await showing(<CareRequests patientUid="liam" />, [olivia, daniel, declined]);
    const request = screen.getByTestId('care-request');
    expect(request).toHaveTextContent('Dr Olivia Grant asks to follow your Glove GLV-1001');
    expect(screen.getAllByTestId('care-request')).toHaveLength(1);
    await userEvent.click(within(request).getByRole('button', { name: 'Approve Dr Olivia Grant' }));
    expect(grantCare).toHaveBeenCalledWith(olivia, 'liam');
    // Both buttons wait while a decision is being stored.
    const decline = within(request).getByRole('button', { name: 'Decline Dr Olivia Grant' });
    await waitFor(() => expect(decline).toBeEnabled());
    await userEvent.click(decline);
    expect(declineCare).toHaveBeenCalledWith(olivia, 'liam');
  });

  it("shows a clinic's request even without a doctor's", async () => {
    clinics.pending = [{ docId: 'liam_north', clinicName: 'Northside Rehab' }];
    await showing(<CareRequests patientUid="liam" />, [daniel]);
    expect(screen.getByRole('heading', { name: 'Care requests' })).toBeInTheDocument();
    expect(screen.getByText('Northside Rehab asks')).toBeInTheDocument();
  });

  it('shows nothing without a request', async () => {
    await showing(<CareRequests patientUid="liam" />, [daniel]);
    expect(screen.queryByTestId('care-request')).not.toBeInTheDocument();
  });
});

describe('CareTeam', () => {
  it('lists each doctor with the date and devices, and removes one after asking', async () => {
    await showing(<CareTeam patientUid="liam" />, [olivia, daniel, declined]);
    const member = screen.getByTestId('care-team-member');
    expect(member).toHaveTextContent('Dr Daniel Reyes');
    expect(member).toHaveTextContent('Since May 1, 2029');
    expect(member).toHaveTextContent('Glove GLV-1002, Knee Brace KNB-2001');
    await userEvent.click(within(member).getByRole('button', { name: 'Remove Dr Daniel Reyes' }));
    expect(screen.getByText(/Dr Daniel Reyes will no longer see your records/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(removeFromCareTeam).toHaveBeenCalledWith(daniel, 'liam');
  });

  it('lists the approved clinics after the doctors, and is not empty with a clinic alone', async () => {
    clinics.approved = [{ docId: 'liam_north', clinicName: 'Northside Rehab' }];
    await showing(<CareTeam patientUid="liam" />, [olivia]);
    expect(screen.getByText('Northside Rehab approved')).toBeInTheDocument();
    expect(screen.queryByText(/No doctor follows your data/)).not.toBeInTheDocument();
  });

  it('says when nobody follows the data', async () => {
    await showing(<CareTeam patientUid="liam" />, [olivia]);
    expect(screen.getByText(/No doctor follows your data/)).toBeInTheDocument();
  });
});
