import { memo, useEffect, useMemo, useRef, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { Draggable, type DateClickArg, type DropArg } from '@fullcalendar/interaction';
import type { EventClickArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import { sharedCalendarProps } from '../../../lib/ui/calendarLocale';
import { useCalendarResize } from '../../../lib/ui/useCalendarResize';
import { SCHEDULE_CALENDAR_HEIGHT } from '../logic/planLogic';

/** What the Workout Schedule does when a plan is dropped on a day, an event moved or clicked, a day clicked. */
export interface MonthHandlers {
  onDrop(info: DropArg): void;
  onEventDrop(info: EventDropArg): void;
  onEventClick(info: EventClickArg): void;
  onDateClick(info: DateClickArg): void;
}

const PLUGINS = [dayGridPlugin, interactionPlugin];
const HEADER_TOOLBAR = { start: 'title', center: '', end: 'today prev,next' };

// Plan names keep their own direction, so a long one is cut at its end in Arabic too.
const eventContent = (arg: EventContentArg) => (
  <div className="fc-event-title text-truncate px-1" dir="auto">
    {arg.event.title}
  </div>
);

interface ScheduleMonthProps {
  /** the element the month fills: it is measured again when that changes width */
  container: RefObject<HTMLElement | null>;
  /** where plans are dragged from (items with data-plan-id and data-plan-name), when editable */
  dragSource: RefObject<HTMLElement | null>;
  events: EventInput[];
  editable: boolean;
  language: string;
  /** the page's latest handlers, called through this ref so that the calendar's options stay the same objects */
  handlers: RefObject<MonthHandlers>;
}

/**
 * The month itself. FullCalendar redraws the whole month whenever it renders with an option that is a new
 * object or function, so it renders again only when its events, editability or language change.
 */
export const ScheduleMonth = memo(function ScheduleMonth({ container, dragSource, events, editable, language, handlers }: ScheduleMonthProps) {
  const calendarRef = useRef<FullCalendar>(null);
  useCalendarResize(calendarRef, container);

  // Plans are dragged with FullCalendar's own dragging, which the month's drop handler receives.
  useEffect(() => {
    const source = dragSource.current;
    if (!editable || !source) return;
    const draggable = new Draggable(source, {
      itemSelector: '[data-plan-id]',
      eventData: (item) => ({ title: item.dataset.planName ?? '', create: false }),
    });
    return () => draggable.destroy();
  }, [dragSource, editable]);

  const callbacks = useMemo(
    () => ({
      drop: (info: DropArg) => handlers.current.onDrop(info),
      eventDrop: (info: EventDropArg) => handlers.current.onEventDrop(info),
      eventClick: (info: EventClickArg) => handlers.current.onEventClick(info),
      dateClick: (info: DateClickArg) => handlers.current.onDateClick(info),
    }),
    [handlers],
  );
  return (
    <FullCalendar
      ref={calendarRef}
      plugins={PLUGINS}
      initialView="dayGridMonth"
      headerToolbar={HEADER_TOOLBAR}
      height={SCHEDULE_CALENDAR_HEIGHT}
      eventDisplay="block"
      events={events}
      eventContent={eventContent}
      editable={editable}
      eventStartEditable={editable}
      eventDurationEditable={false}
      droppable={editable}
      drop={callbacks.drop}
      eventDrop={callbacks.eventDrop}
      eventClick={callbacks.eventClick}
      dateClick={editable ? callbacks.dateClick : undefined}
      {...sharedCalendarProps(language)}
    />
  );
});
