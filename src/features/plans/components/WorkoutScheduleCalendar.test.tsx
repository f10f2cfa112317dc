import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledWorkouts } from '../../../lib/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { isoDate } from '../planLogic';
import { deleteWorkout } from '../plansApi';
import { useSchedule } from '../usePlans';
import { WorkoutScheduleCalendar } from './WorkoutScheduleCalendar';

vi.mock('../usePlans', () => ({ useSchedule: vi.fn() }));
vi.mock('../plansApi', () => ({
  scheduleWorkouts: vi.fn(() => Promise.resolve()),
  moveWorkout: vi.fn(() => Promise.resolve()),
  deleteWorkout: vi.fn(() => Promise.resolve()),
}));

const TODAY = isoDate(new Date());
const PLAN = { docId: 'plan-1', id: 'plan-1', name: 'Knee mobility', device: 'Knee Brace', exerciseArray: ['quad'], reps: [10] };
const SCHEDULER = { role: 'doctor' as const, uid: 'doc-1', patientUids: ['pat-1'] };

function showing(schedule: ScheduledWorkouts | null, editable: boolean) {
  vi.mocked(useSchedule).mockReturnValue({ data: schedule && { ...schedule, docId: 'pat-1' }, loading: false, error: null } as ReturnType<typeof useSchedule>);
  renderWithProviders(
    <WorkoutScheduleCalendar
      patientUid="pat-1"
      plans={[PLAN]}
      exercises={[{ docId: 'quad', id: 'quad', name: 'Quad sets', device: 'Knee Brace' }]}
      scheduler={SCHEDULER}
      editable={editable}
    />,
  );
}

describe('WorkoutScheduleCalendar', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says so when nothing is scheduled', () => {
    showing(null, true);
    expect(screen.getByText('No scheduled workouts for this patient yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Event' })).toBeInTheDocument();
  });

  it('is read-only for a patient who is not the doctor’s: no New Event, no Delete', async () => {
    showing({ [TODAY]: { e1: { name: 'Knee mobility', isPublic: true, exerciseId: 'plan-1', doctorId: 'doc-2' } } }, false);
    expect(screen.queryByText('No scheduled workouts for this patient yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Event' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Knee mobility'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Quad sets: 10 reps');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes an event from its popup', async () => {
    showing({ [TODAY]: { e1: { name: 'Knee mobility', isPublic: false, exerciseId: 'plan-1', doctorId: 'doc-1' } } }, true);
    await userEvent.click(screen.getByText('Knee mobility'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(deleteWorkout).toHaveBeenCalledWith('pat-1', 'e1', TODAY);
  });

  it('asks for a date and a plan in the New Event dialog', async () => {
    showing(null, true);
    await userEvent.click(screen.getByRole('button', { name: 'New Event' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one plan.')).toBeInTheDocument();
  });
});
