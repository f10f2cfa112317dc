import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { TimestampLike } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { doctorAppointmentsQuery } from '../api/appointmentRecords';
import { ScheduleCalendar } from './ScheduleCalendar';

// A hand-driven listener in place of Firestore's.
vi.mock('../../../lib/firebase/subscribe', () => ({ subscribeQuery: vi.fn() }));
vi.mock('../api/appointmentRecords', () => ({ doctorAppointmentsQuery: vi.fn() }));

const at = (date: Date): TimestampLike => ({ seconds: date.getTime() / 1000, nanoseconds: 0, toDate: () => date, toMillis: () => date.getTime() });

describe('ScheduleCalendar', () => {
  it("shows the doctor's appointments from one listener, however many screens show them", async () => {
    let emit: (value: unknown) => void = () => {};
    vi.mocked(subscribeQuery).mockReturnValue((next) => {
      emit = next as (value: unknown) => void;
      return () => {};
    });
    renderWithProviders(
      <>
        <ScheduleCalendar doctorUid="doc-1" />
        <ScheduleCalendar doctorUid="doc-1" />
      </>,
    );
    await vi.waitFor(() => expect(subscribeQuery).toHaveBeenCalled());
    const today = new Date();
    today.setHours(10, 0, 0, 0);
    await act(async () => {
      emit([{ docId: 'a1', isOnline: true, doctorID: 'doc-1', userID: 'p1', datetime: at(today), location: 'https://meet.jit.si/x' }]);
      await Promise.resolve();
    });
    // Each calendar's legend says 'Online' once; the appointment adds one event each.
    await vi.waitFor(() => expect(screen.getAllByText('Online')).toHaveLength(4));
    expect(subscribeQuery).toHaveBeenCalledTimes(1);
    expect(doctorAppointmentsQuery).toHaveBeenCalledWith('doc-1');
  });
});
