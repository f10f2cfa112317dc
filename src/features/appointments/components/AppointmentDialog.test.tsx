import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Appointment, TimestampLike } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { cancelAppointment } from '../api/appointmentRecords';
import { AppointmentDialog } from './AppointmentDialog';

// The batch write itself; the dialog goes through the real endpoint.
vi.mock('../api/appointmentRecords', () => ({ cancelAppointment: vi.fn(() => Promise.resolve()) }));

const when = new Date(2031, 4, 5, 10, 15);
const at = (date: Date): TimestampLike => ({ seconds: date.getTime() / 1000, nanoseconds: 0, toDate: () => date, toMillis: () => date.getTime() });
const APPOINTMENT: WithId<Appointment> = {
  docId: 'appt-1',
  isOnline: false,
  doctorID: 'doc-1',
  userID: 'p1',
  datetime: at(when),
  location: '1280 Burrard St',
  inCare: true,
};

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<AppointmentDialog appointment={APPOINTMENT} patientName="Liam Carter" doctorName="Daniel Reyes" onClose={onClose} />);
  return { onClose };
}

describe('AppointmentDialog', () => {
  beforeEach(() => vi.mocked(cancelAppointment).mockClear());

  it('shows the appointment and cancels it with an e-mail to the patient', async () => {
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Appointment' });
    expect(dialog).toHaveTextContent('Liam Carter');
    expect(dialog).toHaveTextContent('In-person');
    expect(dialog).toHaveTextContent('1280 Burrard St');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(cancelAppointment).toHaveBeenCalledWith({
      appointmentId: 'appt-1',
      patientUid: 'p1',
      message: {
        subject: 'Appointment cancelled',
        text: expect.stringMatching(/^Your appointment with Dr\. Daniel Reyes on .*2031.* has been cancelled\./) as string,
      },
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("alerts 'Error deleting appointment' with the reason when the cancellation fails", async () => {
    vi.mocked(cancelAppointment).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Error deleting appointment');
    expect(alert).toHaveTextContent('Missing or insufficient permissions.');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
