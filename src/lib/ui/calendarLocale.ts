/**
 * FullCalendar in the app's language and direction, accessible, for every
 * calendar of the app (appointments, workout schedules).
 */
import type { DayHeaderContentArg, LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import elLocale from '@fullcalendar/core/locales/el';
import frLocale from '@fullcalendar/core/locales/fr';
import hiLocale from '@fullcalendar/core/locales/hi';
import zhLocale from '@fullcalendar/core/locales/zh-cn';
import { formatWeekday } from '../dateFormat';
import { directionOf } from '../languages';
import './fullcalendar.css';

/** The app's languages other than English (FullCalendar's default) and their FullCalendar locales. */
const LOCALES: Record<string, LocaleInput> = { ar: arLocale, el: elLocale, fr: frLocale, hi: hiLocale, zh: zhLocale };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The month view's weekday names: short, or a letter where the columns are
 * too narrow for them (a phone; fullcalendar.css picks one). Arabic short
 * names all begin alike, so cutting them would leave them unreadable.
 */
function weekdayHeader(language: string) {
  return ({ date }: DayHeaderContentArg) => ({
    html:
      `<span class="fc-weekday-short">${escapeHtml(formatWeekday(date, language, 'short'))}</span>` +
      `<span class="fc-weekday-narrow" aria-hidden="true">${escapeHtml(formatWeekday(date, language, 'narrow'))}</span>`,
  });
}

/**
 * FullCalendar draws the previous and next arrows as images without a name. The buttons get a blank text
 * instead, so that their name is their title ('Previous month'; 'Précédent' and the like in the other
 * languages), and fullcalendar.css draws the arrows.
 */
const BLANK_ARROWS = { buttonIcons: false, buttonText: { prev: ' ', next: ' ' } } as const;

/** FullCalendar's translations have words for the arrows but no titles: the words become the titles. */
function arrowTitles(locale: LocaleInput | undefined): { buttonHints?: { prev: string; next: string } } {
  const words = locale?.buttonText;
  return words?.prev && words.next ? { buttonHints: { prev: words.prev, next: words.next } } : {};
}

interface SharedCalendarProps {
  locale: LocaleInput | string;
  direction: 'ltr' | 'rtl';
  buttonIcons: false;
  buttonText: { prev: string; next: string };
  buttonHints?: { prev: string; next: string };
  dayCellDidMount: (cell: { el: HTMLElement }) => void;
  views: { dayGridMonth: { dayHeaderContent: ReturnType<typeof weekdayHeader> } };
}

/** The same objects for a language every time: FullCalendar redraws itself when an option is a new object or function. */
const sharedPropsByLanguage = new Map<string, SharedCalendarProps>();

/**
 * The props every calendar of the app shares: its language and direction, named arrow buttons, the
 * month view's weekday names, and day cells named by what they show (FullCalendar names a day by its
 * number alone, so the appointments or workouts shown in it would not be part of its name).
 */
export function sharedCalendarProps(language: string): SharedCalendarProps {
  let props = sharedPropsByLanguage.get(language);
  if (!props) {
    props = {
      locale: LOCALES[language] ?? 'en',
      direction: directionOf(language),
      ...BLANK_ARROWS,
      ...arrowTitles(LOCALES[language]),
      dayCellDidMount: ({ el }) => el.removeAttribute('aria-labelledby'),
      views: { dayGridMonth: { dayHeaderContent: weekdayHeader(language) } },
    };
    sharedPropsByLanguage.set(language, props);
  }
  return props;
}
