import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledWorkouts } from '@rehab/model/collections';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { deleteWorkout, scheduleWorkouts } from '../api/planRecords';
import { plansApi } from '../api/plansApi';
import { isoDate } from '../logic/planLogic';
import { WorkoutScheduleCalendar } from './WorkoutScheduleCalendar';

// The transactions themselves; the schedule is put in the cache, so nothing is read.
vi.mock('../api/planRecords', () => ({
  scheduleWorkouts: vi.fn(() => Promise.resolve()),
  moveWorkout: vi.fn(() => Promise.resolve()),
  deleteWorkout: vi.fn(() => Promise.resolve()),
}));

const TODAY = isoDate(new Date());
const PLAN = { docId: 'plan-1', id: 'plan-1', name: 'Knee mobility', device: 'Knee Brace', exerciseArray: ['quad'], reps: [10] };
const OWN_PLAN = { docId: 'plan-2', id: 'plan-2', name: 'Grip for Liam', device: 'Glove', exerciseArray: ['grip'], reps: [5], userID: 'pat-1' };
const SCHEDULER = { role: 'doctor' as const, uid: 'doc-1', patientUids: ['pat-1'] };

async function showing(schedule: ScheduledWorkouts | null, editable: boolean) {
  const store = makeStore();
  await store.dispatch(plansApi.util.upsertQueryData('workoutSchedule', 'pat-1', schedule));
  renderWithProviders(
    <WorkoutScheduleCalendar
      patientUid="pat-1"
      plans={[PLAN, OWN_PLAN]}
      exercises={[{ docId: 'quad', id: 'quad', name: 'Quad sets', device: 'Knee Brace' }]}
      scheduler={SCHEDULER}
      editable={editable}
      planLists={{ current: null }}
      pageSettled
    />,
    { store },
  );
}

describe('WorkoutScheduleCalendar', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    currentToasts().forEach((item) => toast.dismiss(item.id));
  });

  it('says so when nothing is scheduled', async () => {
    await showing(null, true);
    expect(screen.getByText('No scheduled workouts for this patient yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Event' })).toBeInTheDocument();
  });

  it('says so when every event has been deleted', async () => {
    await showing({}, true);
    expect(screen.getByText('No scheduled workouts for this patient yet.')).toBeInTheDocument();
  });

  it('is read-only for a patient who is not the doctor’s: no New Event, no Delete', async () => {
    await showing({ [TODAY]: { e1: { name: 'Knee mobility', isPublic: true, exerciseId: 'plan-1', doctorId: 'doc-2' } } }, false);
    expect(screen.queryByText('No scheduled workouts for this patient yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Event' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('Knee mobility'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Quad sets: 10 reps');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes an event from its popup, with a warning', async () => {
    await showing({ [TODAY]: { e1: { name: 'Knee mobility', isPublic: false, exerciseId: 'plan-1', doctorId: 'doc-1' } } }, true);
    await userEvent.click(await screen.findByText('Knee mobility'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(deleteWorkout).toHaveBeenCalledWith('pat-1', 'e1', TODAY, SCHEDULER);
    await waitFor(() =>
      expect(currentToasts().map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'warning', message: `Knee mobility removed from ${TODAY}.` }]),
    );
  });

  it('asks for a date and a plan in the New Event dialog', async () => {
    await showing(null, true);
    await userEvent.click(screen.getByRole('button', { name: 'New Event' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one plan.')).toBeInTheDocument();
  });

  it.each([
    [['Knee mobility'], 'Knee mobility scheduled on {date}.'],
    [['Knee mobility', 'Grip for Liam'], 'Events scheduled on {date}.'],
  ])('schedules %j with New Event and says so', async (names, message) => {
    await showing(null, true);
    await userEvent.click(screen.getByRole('button', { name: 'New Event' }));
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: TODAY } });
    for (const name of names) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(currentToasts().map((item) => item.message)).toEqual([message.replace('{date}', TODAY)]));
    const chosen = [PLAN, OWN_PLAN].filter((plan) => names.includes(plan.name));
    expect(scheduleWorkouts).toHaveBeenCalledWith(
      'pat-1',
      TODAY,
      chosen.map((plan) => ({ planId: plan.docId, name: plan.name, isPublic: plan === PLAN })),
      SCHEDULER,
    );
  });
});
