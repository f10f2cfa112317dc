import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { bookAppointment } from '../api/appointmentRecords';
import { BookAppointmentForm } from './BookAppointmentForm';

// The batch write itself; the form goes through the real endpoint.
vi.mock('../api/appointmentRecords', () => ({
  newAppointmentId: () => 'appt-1',
  bookAppointment: vi.fn(() => Promise.resolve()),
}));

const PATIENTS = [{ uid: 'p1', name: 'Liam Carter' }];

function renderForm(profileAddress = '1280 Burrard St') {
  const onPatientChange = vi.fn();
  renderWithProviders(
    <BookAppointmentForm doctorUid="doc-1" profileAddress={profileAddress} patients={PATIENTS} onPatientChange={onPatientChange} />,
  );
  return { onPatientChange };
}

function setDateTime(value: string) {
  fireEvent.change(screen.getByLabelText('Date and time'), { target: { value } });
}

const book = () => userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));

describe('BookAppointmentForm', () => {
  beforeEach(() => vi.mocked(bookAppointment).mockClear());

  it('requires a patient and a date and time', async () => {
    renderForm();
    await book();
    expect(await screen.findByText('Please select a patient.')).toBeInTheDocument();
    expect(screen.getByText('Date and time is required')).toBeInTheDocument();
    expect(screen.getByText('Error: Check the fields')).toBeInTheDocument();
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('refuses a time in the past', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2020-01-01T10:00');
    await book();
    expect(await screen.findByText('The date and time cannot be in the past.')).toBeInTheDocument();
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it("books an in-person appointment at the profile address, on the nearest quarter hour, and says 'Success'", async () => {
    const { onPatientChange } = renderForm();
    expect(screen.getByText('1280 Burrard St').closest('small')).toHaveTextContent('At your profile address: 1280 Burrard St');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    expect(onPatientChange).toHaveBeenCalledWith('p1');
    setDateTime('2031-05-05T10:07');
    await book();

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith({
      id: 'appt-1',
      doctorUid: 'doc-1',
      patientUid: 'p1',
      datetime: new Date(2031, 4, 5, 10, 0),
      isOnline: false,
      location: '1280 Burrard St',
    });
  });

  it("clears the last booking's 'Success' as soon as the next one is edited", async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2031-05-05T10:30');
    await book();
    expect(await screen.findByText('Success')).toBeInTheDocument();

    setDateTime('2031-05-05T11:30');
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
    await book();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Online'));
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('books an online appointment at its video link', async () => {
    renderForm('');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2031-05-05T10:08');
    await userEvent.click(screen.getByLabelText('Online'));
    await book();

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith(
      expect.objectContaining({ isOnline: true, location: 'https://meet.jit.si/texavie-appt-1', datetime: new Date(2031, 4, 5, 10, 15) }),
    );
  });

  it('uses a typed custom location', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2031-05-05T10:30');
    await userEvent.click(screen.getByLabelText('Use a custom location'));
    await userEvent.type(screen.getByLabelText('Location'), 'Community centre, room 2');
    await book();

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bookAppointment).toHaveBeenCalledWith(expect.objectContaining({ location: 'Community centre, room 2' }));
  });

  it('stops an in-person booking when the profile has no address', async () => {
    renderForm('');
    expect(screen.getByText(/Your profile has no address/)).toBeInTheDocument();
    expect(screen.queryByText("You don't have an address in your profile")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2031-05-05T10:30');
    await book();

    // The message shows once, as the booking's status.
    expect(await screen.findByRole('status')).toHaveTextContent("You don't have an address in your profile");
    expect(screen.getAllByText("You don't have an address in your profile")).toHaveLength(1);
    expect(bookAppointment).not.toHaveBeenCalled();
  });

  it('shows a failed write as received', async () => {
    vi.mocked(bookAppointment).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p1');
    setDateTime('2031-05-05T10:30');
    await book();
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
