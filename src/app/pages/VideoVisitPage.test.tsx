import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CareRelationship } from '@rehab/model/care';
import type { DoctorProfile, User } from '@rehab/model/collections';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInState } from '../../test/signedIn';
import VideoVisitPage from './VideoVisitPage';

const reads = vi.hoisted(() => ({
  profiles: [] as (DoctorProfile & { docId: string })[],
  relationships: [] as (Pick<CareRelationship, 'doctor' | 'doctorName'> & { docId: string })[],
  patient: undefined as (User & { docId: string }) | undefined,
}));

const appointment = {
  docId: 'appt-1',
  isOnline: true,
  doctorID: 'd1',
  userID: 'p1',
  datetime: { toMillis: () => Date.now() },
  location: 'https://meet.example.com/abc',
};
const listed = { currentData: [appointment], isError: false };
vi.mock('../../features/appointments', () => ({ useDoctorAppointmentsQuery: () => listed, usePatientAppointmentsQuery: () => listed }));
vi.mock('../../features/care', () => ({
  useCareTeamProfiles: () => ({ doctors: reads.profiles, error: null }),
  usePatientCareRelationshipsQuery: () => ({ currentData: reads.relationships }),
}));
vi.mock('../../lib/store/userRecordApi', () => ({ useUserRecordQuery: () => ({ currentData: reads.patient, isError: false }) }));
// The room itself has its own tests: here, whom the page names and whose panel it gives.
vi.mock('../../features/videoVisits', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useVisitPhase: () => 'open',
  VisitRoom: ({ otherName, panel }: { otherName: string; panel: { patientName: string } | null }) => (
    <p>
      On the call with {otherName}
      {panel && `, beside ${panel.patientName}'s data`}
    </p>
  ),
}));

const asPatient = () => renderWithProviders(<VideoVisitPage />, { preloadedState: signedInState('patient', { uid: 'p1' }), route: '/visit/appt-1', path: '/visit/:appointmentId' });
const asDoctor = () => renderWithProviders(<VideoVisitPage />, { preloadedState: signedInState('doctor', { uid: 'd1' }), route: '/visit/appt-1', path: '/visit/:appointmentId' });

beforeEach(() => {
  reads.profiles = [];
  reads.relationships = [];
  reads.patient = undefined;
});

describe('VideoVisitPage, for the patient', () => {
  it("names the doctor by his public profile", () => {
    reads.profiles = [{ docId: 'd1', firstName: 'Mateo', lastName: 'Reyes', position: '', profilePic: '' }];
    reads.relationships = [{ docId: 'p1_d1', doctor: 'd1', doctorName: 'Mateo Reyes' }];
    asPatient();
    expect(screen.getByText('On the call with Dr Reyes')).toBeInTheDocument();
  });

  it('names the doctor without a public profile by his care relationship, not "your doctor"', () => {
    reads.relationships = [
      { docId: 'p1_d2', doctor: 'd2', doctorName: 'Olivia Grant' },
      { docId: 'p1_d1', doctor: 'd1', doctorName: 'Mateo Reyes' },
    ];
    asPatient();
    expect(screen.getByText('On the call with Dr Mateo Reyes')).toBeInTheDocument();
  });

  it('says "your doctor" only when nothing names him', () => {
    asPatient();
    expect(screen.getByText('On the call with your doctor')).toBeInTheDocument();
  });
});

describe('VideoVisitPage, for the doctor', () => {
  it("names the patient, and gives the side panel his name", () => {
    reads.patient = { docId: 'p1', firstName: 'Liam', lastName: 'Carter', email: 'liam@example.test', isAuthorized: true, devices: {}, sessions: [] } as User & { docId: string };
    asDoctor();
    expect(screen.getByText("On the call with Liam Carter, beside Liam Carter's data")).toBeInTheDocument();
  });
});
