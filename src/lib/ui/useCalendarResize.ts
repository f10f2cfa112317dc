import { useEffect, type RefObject } from 'react';
import type FullCalendar from '@fullcalendar/react';

/** The calendar is measured again this long after it is ready (its container may still be settling). */
export const CALENDAR_RESIZE_DELAY_MS = 1000;

/**
 * Keeps a FullCalendar the width of its container: FullCalendar measures
 * itself on window resizes only, so it is measured again 1 second after it
 * is shown and whenever its container changes size (a scrollbar appearing,
 * the sidebar collapsing).
 */
export function useCalendarResize(calendar: RefObject<FullCalendar | null>, container: RefObject<HTMLElement | null>, shown = true) {
  useEffect(() => {
    if (!shown) return;
    const resize = () => calendar.current?.getApi().updateSize();
    const timer = setTimeout(resize, CALENDAR_RESIZE_DELAY_MS);
    const element = container.current;
    let width = element?.clientWidth;
    // Only width changes matter; the calendar's own height changes would otherwise call back again.
    const observer =
      typeof ResizeObserver === 'undefined' || !element
        ? null
        : new ResizeObserver(() => {
            if (element.clientWidth === width) return;
            width = element.clientWidth;
            resize();
          });
    if (element) observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [calendar, container, shown]);
}
