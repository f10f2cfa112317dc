import { describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Reminder } from '@rehab/model/collections';
import type { Subscribe } from '../../../lib/store/live';
import { withAppointments, type ReminderEntry } from './topBarApi';
import type { AppointmentSummary } from './topBarFirestore';

const reminder = (id: string, appointmentID: string) =>
  ({ docId: id, id, appointmentID, doctorID: 'd1', userID: 'p1', isFavourite: false, isRead: false }) as WithId<Reminder>;

/** A hand-driven reminders listener. */
function fakeReminders() {
  const listener = { push: (_reminders: WithId<Reminder>[]) => {}, stopped: false };
  const subscribe: Subscribe<WithId<Reminder>[]> = (next) => {
    listener.push = next;
    return () => {
      listener.stopped = true;
    };
  };
  return { listener, subscribe };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withAppointments', () => {
  it("gives each value with the reminders' appointments, reading each appointment once", async () => {
    const { listener, subscribe } = fakeReminders();
    const read = vi.fn(async (id: string): Promise<AppointmentSummary | null> => ({ datetime: id === 'a1' ? 1 : 2, patientName: `patient of ${id}` }));
    const values: ReminderEntry[][] = [];
    const stop = withAppointments(subscribe, read)((value) => values.push(value), () => {});
    listener.push([reminder('r1', 'a1')]);
    await tick();
    listener.push([reminder('r1', 'a1'), reminder('r2', 'a2')]);
    await tick();
    expect(values).toEqual([
      [{ id: 'r1', appointment: { datetime: 1, patientName: 'patient of a1' } }],
      [
        { id: 'r1', appointment: { datetime: 1, patientName: 'patient of a1' } },
        { id: 'r2', appointment: { datetime: 2, patientName: 'patient of a2' } },
      ],
    ]);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
    expect(listener.stopped).toBe(true);
  });

  it('keeps the order of the values when an earlier one waits longer for its appointment', async () => {
    const { listener, subscribe } = fakeReminders();
    let answerSlow: (summary: AppointmentSummary) => void = () => {};
    const read = (id: string) =>
      id === 'slow' ? new Promise<AppointmentSummary>((resolve) => (answerSlow = resolve)) : Promise.resolve({ datetime: 5, patientName: null });
    const values: string[][] = [];
    withAppointments(subscribe, read)((value) => values.push(value.map((entry) => entry.id)), () => {});
    listener.push([reminder('r1', 'slow')]);
    listener.push([]);
    await tick();
    expect(values).toEqual([]);
    answerSlow({ datetime: 1, patientName: null });
    await tick();
    expect(values).toEqual([['r1'], []]);
  });

  it('counts an appointment that cannot be read as none, and gives nothing once stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { listener, subscribe } = fakeReminders();
    const values: ReminderEntry[][] = [];
    const stop = withAppointments(subscribe, () => Promise.reject(new Error('permission-denied')))((value) => values.push(value), () => {});
    listener.push([reminder('r1', 'a1')]);
    await tick();
    expect(values).toEqual([[{ id: 'r1', appointment: null }]]);
    stop();
    listener.push([]);
    await tick();
    expect(values).toHaveLength(1);
    warn.mockRestore();
  });
});
