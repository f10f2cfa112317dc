import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@rehab/model/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { useClinicMembers, useMyClinic, usePatientContacts } from '../../clinics';
import {
  useBookClinicAppointmentMutation,
  useCancelClinicAppointmentMutation,
  useClinicAppointmentsQuery,
  useMoveClinicAppointmentMutation,
} from '../api/frontDeskApi';
import FrontDeskCalendarPage from './FrontDeskCalendarPage';

vi.mock('../api/frontDeskApi', () => ({
  useClinicAppointmentsQuery: vi.fn(),
  useBookClinicAppointmentMutation: vi.fn(),
  useMoveClinicAppointmentMutation: vi.fn(),
  useCancelClinicAppointmentMutation: vi.fn(),
}));
vi.mock('../api/frontDeskRecords', () => ({ newAppointmentId: vi.fn(() => `appt-${Math.random().toString(36).slice(2, 8)}`) }));
vi.mock('../../clinics', () => ({ useMyClinic: vi.fn(), useClinicMembers: vi.fn(), usePatientContacts: vi.fn() }));

const clinic = { docId: 'north', name: 'Northside Rehab', address: '12 Harbour Road', timeZone: 'America/Vancouver' };
const member = (docId: string, name: string, role: string) => ({ docId, name, role, clinicId: 'north', supervisor: null, email: `${docId}@demo.test` });
const CLINICIANS = [member('daniel', 'Daniel Reyes', 'owner'), member('hannah', 'Hannah Brooks', 'clinician')];
const ravi = { docId: 'ravi_north', patientId: 'ravi', clinicId: 'north', firstName: 'Ravi', lastName: 'Iyer', name: 'Ravi Iyer', email: 'ravi.iyer@demo.test', phoneNumber: '+15551234567', timeZone: '' };
const amara = { ...ravi, docId: 'amara_north', patientId: 'amara', firstName: 'Amara', lastName: 'Okonkwo', name: 'Amara Okonkwo', email: 'amara@demo.test', phoneNumber: '' };

const inDays = (days: number, hour = 10) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date;
};
const appointment = (docId: string, doctorID: string, userID: string, when: Date, isOnline = false): WithId<Appointment> => ({
  docId,
  doctorID,
  userID,
  isOnline,
  datetime: fakeTimestamp(when),
  location: isOnline ? `https://meet.jit.si/texavie-${docId}` : '12 Harbour Road',
  inCare: true,
  clinicId: 'north',
  auditId: 'x',
});

const book = vi.fn();
const move = vi.fn();
const cancel = vi.fn();
const mutation = (trigger: ReturnType<typeof vi.fn>, state: Record<string, unknown> = {}) => [trigger, { isLoading: false, isError: false, error: undefined, reset: vi.fn(), ...state }];

function show(appointments: WithId<Appointment>[] | undefined, route = '/app/clinic/calendar', error?: { message: string }) {
  vi.mocked(useClinicAppointmentsQuery).mockReturnValue({ currentData: appointments, isError: Boolean(error), error } as unknown as ReturnType<typeof useClinicAppointmentsQuery>);
  renderWithProviders(<FrontDeskCalendarPage />, { route, preloadedState: signedInState('staff', { uid: 'jess' }) });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useMyClinic).mockReturnValue({ membership: member('jess', 'Jess Park', 'frontDesk'), clinic, loading: false, error: null } as unknown as ReturnType<typeof useMyClinic>);
  vi.mocked(useClinicMembers).mockReturnValue({ members: CLINICIANS, clinicians: CLINICIANS, error: null } as unknown as ReturnType<typeof useClinicMembers>);
  vi.mocked(usePatientContacts).mockReturnValue({ contacts: [amara, ravi], error: null } as unknown as ReturnType<typeof usePatientContacts>);
  book.mockReturnValue({ unwrap: () => Promise.resolve('appt-new') });
  move.mockReturnValue(Promise.resolve({ data: 'a1' }));
  cancel.mockReturnValue(Promise.resolve({ data: 'a1' }));
  vi.mocked(useBookClinicAppointmentMutation).mockReturnValue(mutation(book) as unknown as ReturnType<typeof useBookClinicAppointmentMutation>);
  vi.mocked(useMoveClinicAppointmentMutation).mockReturnValue(mutation(move) as unknown as ReturnType<typeof useMoveClinicAppointmentMutation>);
  vi.mocked(useCancelClinicAppointmentMutation).mockReturnValue(mutation(cancel) as unknown as ReturnType<typeof useCancelClinicAppointmentMutation>);
});

describe('FrontDeskCalendarPage', () => {
  it("shows the chosen clinician's appointments to come with the patients' names, nothing clinical and no link to a record", async () => {
    show([appointment('a1', 'hannah', 'ravi', inDays(2)), appointment('a2', 'daniel', 'amara', inDays(3)), appointment('a3', 'hannah', 'ravi', inDays(-2))], '/app/clinic/calendar?clinician=hannah');
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendar of Hannah Brooks' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('clinic-appointment');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ravi Iyer · In person');
    // the month calendar shows her appointments by patient name (past ones too)
    await waitFor(() => expect(screen.getAllByText('Ravi Iyer').length).toBeGreaterThan(1));
    expect(screen.queryByText('Amara Okonkwo', { selector: '.fc-event-title' })).not.toBeInTheDocument();
    const links = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href && /patients|charts|monitoring/.test(href))).toEqual([]);
  });

  it('opens on the first clinician, switches with the picker, and says when a calendar has nothing to come', async () => {
    show([appointment('a1', 'hannah', 'ravi', inDays(2))]);
    expect(screen.getByLabelText('Clinician')).toHaveValue('daniel');
    expect(screen.getByTestId('no-upcoming')).toHaveTextContent('No appointments to come on this calendar.');
    await userEvent.selectOptions(screen.getByLabelText('Clinician'), 'Hannah Brooks');
    expect(screen.getByRole('heading', { name: 'Calendar of Hannah Brooks' })).toBeInTheDocument();
    expect(screen.getAllByTestId('clinic-appointment')).toHaveLength(1);
  });

  it('books with the chosen clinician for a patient picked by name, e-mail and phone, once however often it is retried', async () => {
    book.mockReturnValueOnce({ unwrap: () => Promise.reject({ message: 'Hannah Brooks does not care for this patient through the clinic.' }) });
    show([], '/app/clinic/calendar?clinician=hannah');
    const form = screen.getByRole('form', { name: 'Book an appointment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Book appointment' }));
    expect(await within(form).findByText('Choose a patient.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the date and time.')).toBeInTheDocument();
    expect(book).not.toHaveBeenCalled();

    const patient = within(form).getByLabelText('Patient');
    expect(within(patient).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a patient',
      'Amara Okonkwo · amara@demo.test',
      'Ravi Iyer · ravi.iyer@demo.test · +15551234567',
    ]);
    await userEvent.selectOptions(patient, 'ravi');
    expect(within(form).getByTestId('contact-details')).toHaveTextContent('Phone: +15551234567');
    const when = inDays(4, 14);
    await userEvent.type(within(form).getByLabelText('Date and time'), `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T14:00`);
    expect(within(form).getByText('12 Harbour Road')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Book appointment' }));
    // the function's refusal, as it words it
    expect(await within(form).findByText('Hannah Brooks does not care for this patient through the clinic.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Book appointment' }));
    expect(await within(form).findByText(/Booked: Ravi Iyer with Hannah Brooks on/)).toBeInTheDocument();
    expect(book).toHaveBeenCalledTimes(2);
    const [first, second] = book.mock.calls.map(([request]) => request);
    expect(second).toEqual({ requestId: first.requestId, patientId: 'ravi', doctorId: 'hannah', datetime: when.toISOString(), isOnline: false, location: '12 Harbour Road' });
  });

  it('moves an appointment to another time and clinician, and shows a refusal', async () => {
    move.mockReturnValueOnce(Promise.resolve({ error: { message: 'This appointment’s video visit has begun: it stays as it is.' } }));
    vi.mocked(useMoveClinicAppointmentMutation).mockReturnValue(
      mutation(move, { isError: true, error: { message: 'This appointment’s video visit has begun: it stays as it is.' } }) as unknown as ReturnType<typeof useMoveClinicAppointmentMutation>,
    );
    show([appointment('a1', 'hannah', 'ravi', inDays(2))], '/app/clinic/calendar?clinician=hannah');
    await userEvent.click(screen.getByRole('button', { name: /^Move or cancel the appointment of Ravi Iyer on / }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment of Ravi Iyer' });
    expect(dialog).toHaveTextContent('ravi.iyer@demo.test');
    expect(within(dialog).getByTestId('appointment-refused')).toHaveTextContent('This appointment’s video visit has begun: it stays as it is.');
    const later = inDays(5, 9);
    const field = within(dialog).getByLabelText('New date and time');
    await userEvent.clear(field);
    await userEvent.type(field, `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T09:00`);
    await userEvent.selectOptions(within(dialog).getByLabelText('Clinician'), 'Daniel Reyes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith({ appointmentId: 'a1', datetime: later.toISOString(), doctorId: 'daniel' }));
  });

  it('cancels an appointment after a confirmation', async () => {
    show([appointment('a1', 'hannah', 'ravi', inDays(2))], '/app/clinic/calendar?clinician=hannah');
    await userEvent.click(screen.getByRole('button', { name: /^Move or cancel the appointment of Ravi Iyer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(/Cancel the appointment of Ravi Iyer with Hannah Brooks on .*\? The patient is told by e-mail\./);
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(cancel).toHaveBeenCalledWith('a1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Appointment of Ravi Iyer' })).not.toBeInTheDocument());
  });

  it('shows a failed read of the appointments and says when the clinic has no patients', () => {
    vi.mocked(usePatientContacts).mockReturnValue({ contacts: [], error: null } as unknown as ReturnType<typeof usePatientContacts>);
    show(undefined, '/app/clinic/calendar', { message: 'Missing or insufficient permissions.' });
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Patient')).getByRole('option')).toHaveTextContent('No patient has approved the clinic yet');
  });
});
