import { Suspense, lazy, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DateClickArg, DropArg } from '@fullcalendar/interaction';
import type { EventClickArg, EventDropArg } from '@fullcalendar/core';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { Exercise, ExercisePlan } from '@rehab/model/collections';
import { toast } from '../../../lib/ui/toastStore';
import { useNearViewport } from '../../../lib/ui/useNearViewport';
import { useShownOnce } from '../../../lib/ui/useShownOnce';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { useDeleteWorkoutMutation, useMoveWorkoutMutation, useScheduleWorkoutsMutation, useWorkoutScheduleQuery } from '../api/plansApi';
import { EVENT_COLOURS, SCHEDULE_CALENDAR_HEIGHT, isPastDate, isPublicPlan, scheduleEntries, type CalendarEntry, type Scheduler } from '../logic/planLogic';
import type { MonthHandlers } from './ScheduleMonth';

// FullCalendar (about 55 KB compressed, and the costliest drawing of the page) loads and draws once the calendar
// is near the screen: on a phone it is below the plans, and the card's New Event button schedules without it.
const ScheduleMonth = lazy(() => import('./ScheduleMonth').then((month) => ({ default: month.ScheduleMonth })));
// The dialogs' code (React-Bootstrap's Modal, Formik, yup) loads when one is first opened, not with the page.
const EventPopup = lazy(() => import('./EventPopup').then((popup) => ({ default: popup.EventPopup })));
const NewEventDialog = lazy(() => import('./NewEventDialog').then((dialog) => ({ default: dialog.NewEventDialog })));

type Plan = WithId<ExercisePlan>;

export interface WorkoutScheduleCalendarProps {
  patientUid: string;
  /** the plans that can be scheduled (public and the patient's personalized ones) */
  plans: readonly Plan[];
  exercises: readonly WithId<Exercise>[];
  scheduler: Scheduler;
  /** events may be added, moved and deleted; otherwise the calendar is read-only */
  editable: boolean;
  /** the plan lists, whose plans drag onto the month (when editable) */
  planLists: RefObject<HTMLElement | null>;
  /** what is above the calendar has loaded: where the calendar is now is where it stays */
  pageSettled: boolean;
}

/** The patient's Workout Schedule: a month calendar of scheduled workout plans. */
export function WorkoutScheduleCalendar({ patientUid, plans, exercises, scheduler, editable, planLists, pageSettled }: WorkoutScheduleCalendarProps) {
  const { t, i18n } = useTranslation('plans');
  const schedule = useWorkoutScheduleQuery(patientUid);
  const scheduleData = schedule.currentData;
  const scheduleError = queryErrorMessage(schedule.error);
  const [scheduleWorkouts] = useScheduleWorkoutsMutation();
  const [moveWorkout] = useMoveWorkoutMutation();
  const [deleteWorkout] = useDeleteWorkoutMutation();
  const calendarBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(calendarBox, pageSettled);
  const [openEntry, setOpenEntry] = useState<CalendarEntry | null>(null);
  const [newEventDate, setNewEventDate] = useState<string | null>(null);
  const popupShown = useShownOnce(openEntry !== null);
  const newEventShown = useShownOnce(newEventDate !== null);

  const entries = useMemo(() => scheduleEntries(scheduleData ?? null), [scheduleData]);
  // Kept between renders: a new events array makes FullCalendar redraw its events, which ends a drag under way.
  const events = useMemo(
    () =>
      entries.map(({ eventId, date, event }) => {
        const colour = event.isPublic ? EVENT_COLOURS.public : EVENT_COLOURS.personalized;
        return { id: eventId, title: event.name, start: date, allDay: true, backgroundColor: colour, borderColor: colour, extendedProps: { date } };
      }),
    [entries],
  );

  const failed = (failure: unknown) => toast.error(errorMessage(failure));

  const schedulePlans = async (date: string, planIds: readonly string[]) => {
    const chosen = plans.filter((plan) => planIds.includes(plan.docId));
    if (chosen.length === 0) return;
    await scheduleWorkouts({
      patientUid,
      date,
      plans: chosen.map((plan) => ({ planId: plan.docId, name: plan.name, isPublic: isPublicPlan(plan) })),
      editor: scheduler,
    }).unwrap();
    toast.success(chosen.length === 1 ? t('scheduledOn', { plan: chosen[0].name, date }) : t('eventsScheduledOn', { date }));
  };

  const onDrop = (info: DropArg) => {
    const planId = info.draggedEl.dataset.planId;
    if (!planId) return;
    if (isPastDate(info.dateStr)) {
      toast.error(t('dateInPast'));
      return;
    }
    schedulePlans(info.dateStr, [planId]).catch(failed);
  };

  const onEventDrop = (info: EventDropArg) => {
    // The live schedule redraws the event where it belongs once saved.
    info.revert();
    const from = String(info.oldEvent.extendedProps.date);
    const to = info.event.startStr;
    if (isPastDate(to)) {
      toast.error(t('dateInPast'));
      return;
    }
    moveWorkout({ patientUid, eventId: info.event.id, from, to, editor: scheduler })
      .unwrap()
      .then(() => toast.success(t('rescheduledFor', { plan: info.event.title, date: to })))
      .catch(failed);
  };

  const onEventClick = (info: EventClickArg) => {
    const date = String(info.event.extendedProps.date);
    setOpenEntry(entries.find((entry) => entry.eventId === info.event.id && entry.date === date) ?? null);
  };

  const onDateClick = (info: DateClickArg) => setNewEventDate(isPastDate(info.dateStr) ? '' : info.dateStr);

  const handlers = useRef<MonthHandlers>({ onDrop, onEventDrop, onEventClick, onDateClick });
  useLayoutEffect(() => {
    handlers.current = { onDrop, onEventDrop, onEventClick, onDateClick };
  });

  const deleteOpenEntry = () => {
    const entry = openEntry;
    setOpenEntry(null);
    if (!entry) return;
    deleteWorkout({ patientUid, eventId: entry.eventId, date: entry.date, editor: scheduler })
      .unwrap()
      .then(() => toast.warning(t('removedFrom', { plan: entry.event.name, date: entry.date })))
      .catch(failed);
  };

  return (
    <Card data-testid="workout-schedule">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">{t('workoutSchedule')}</h2>
        {editable && (
          <Button size="sm" onClick={() => setNewEventDate('')}>
            <i className="bi bi-calendar-plus me-1" aria-hidden />
            {t('newEvent')}
          </Button>
        )}
      </Card.Header>
      <Card.Body ref={calendarBox}>
        {scheduleError && <Alert variant="danger">{scheduleError}</Alert>}
        {scheduleData === undefined && !schedule.isError ? (
          <div className="d-flex justify-content-center py-3">
            <Spinner role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        ) : (
          entries.length === 0 && <p className="text-body-secondary">{t('noSchedule')}</p>
        )}
        {!editable && <p className="small text-body-secondary">{t('readOnly')}</p>}
        <ul className="list-inline small mb-2" aria-label={t('legend')}>
          <li className="list-inline-item">
            <i className="bi bi-square-fill me-1" style={{ color: EVENT_COLOURS.public }} aria-hidden />
            {t('legendPublic')}
          </li>
          <li className="list-inline-item">
            <i className="bi bi-square-fill me-1" style={{ color: EVENT_COLOURS.personalized }} aria-hidden />
            {t('legendPersonalized')}
          </li>
        </ul>
        <Suspense fallback={<MonthLoading label={t('loading')} />}>
          {near ? (
            <ScheduleMonth container={calendarBox} dragSource={planLists} events={events} editable={editable} language={i18n.language} handlers={handlers} />
          ) : (
            <div style={{ height: SCHEDULE_CALENDAR_HEIGHT }} />
          )}
        </Suspense>
      </Card.Body>
      <Suspense>
        {popupShown && (
          <EventPopup
            entry={openEntry}
            plan={plans.find((plan) => plan.docId === openEntry?.event.exerciseId)}
            exercises={exercises}
            canDelete={editable}
            onDelete={deleteOpenEntry}
            onClose={() => setOpenEntry(null)}
          />
        )}
        {newEventShown && (
          <NewEventDialog
            show={newEventDate !== null}
            initialDate={newEventDate ?? ''}
            plans={plans}
            onSchedule={async ({ date, planIds }) => {
              await schedulePlans(date, planIds);
              setNewEventDate(null);
            }}
            onCancel={() => setNewEventDate(null)}
          />
        )}
      </Suspense>
    </Card>
  );
}

/** The month's place while its code loads (and, empty, while it is far from the screen): as tall as the month, so that nothing moves when it comes. */
function MonthLoading({ label }: { label: string }) {
  return (
    <div className="d-flex justify-content-center align-items-start pt-5" style={{ height: SCHEDULE_CALENDAR_HEIGHT }}>
      <Spinner role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
