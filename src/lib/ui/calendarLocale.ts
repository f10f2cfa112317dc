/**
 * FullCalendar in the app's language and direction, for every calendar of
 * the app (appointments, workout schedules).
 */
import type { LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import elLocale from '@fullcalendar/core/locales/el';
import frLocale from '@fullcalendar/core/locales/fr';
import hiLocale from '@fullcalendar/core/locales/hi';
import zhLocale from '@fullcalendar/core/locales/zh-cn';
import { directionOf } from '../i18n';
import './fullcalendar.css';

/** The app's languages other than English (FullCalendar's default) and their FullCalendar locales. */
const LOCALES: Record<string, LocaleInput> = { ar: arLocale, el: elLocale, fr: frLocale, hi: hiLocale, zh: zhLocale };

/** The `locale` and `direction` props for the current language. */
export function calendarLocaleProps(language: string): { locale: LocaleInput | string; direction: 'ltr' | 'rtl' } {
  return { locale: LOCALES[language] ?? 'en', direction: directionOf(language) };
}
