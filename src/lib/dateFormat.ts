/** Dates and times as the app shows them, in the user's language. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar', zh: 'zh-CN', hi: 'hi-IN', el: 'el-GR', fr: 'fr-FR' };

/** Built formatters, by language and options: building one costs far more than formatting with it (a month calendar formats dozens of days). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(INTL_LOCALES[language] ?? language, options);
    formatters.set(key, built);
  }
  return built;
}

/** e.g. "Mar 4, 2030, 10:15 AM" */
export function formatDateTime(value: Date | number, language: string): string {
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

/** e.g. "March 4, 2030 at 10:15 AM" */
export function formatLongDate(value: Date | number, language: string): string {
  return formatter(language, { dateStyle: 'long', timeStyle: 'short' }).format(value);
}

/**
 * Builds the long date's formatter of a language before a page first shows one, while the page waits for its data:
 * a language's first formatter loads its locale data, tens of milliseconds of a phone's main thread.
 */
export function prepareLongDate(language: string): void {
  formatLongDate(0, language);
}

/** e.g. "Monday, March 4, 2030": a day without a time (a scheduled workout's date). */
export function formatDay(value: Date | number, language: string): string {
  return formatter(language, { dateStyle: 'full' }).format(value);
}

/** e.g. "Monday, March 4, 2030 at 10:15 AM PST": for messages read outside the app (e-mails). */
export function formatLongDateTime(value: Date | number, language: string): string {
  return formatter(language, { dateStyle: 'full', timeStyle: 'long' }).format(value);
}

/** e.g. "10:15 AM" */
export function formatTime(value: Date | number, language: string): string {
  return formatter(language, { timeStyle: 'short' }).format(value);
}

/** e.g. "Mon" (short) or "M" (narrow) */
export function formatWeekday(value: Date | number, language: string, width: 'short' | 'narrow'): string {
  return formatter(language, { weekday: width }).format(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-MM-dd HH:mm:ss in local time, the same in every language (the admin's timestamps); `:sss` milliseconds on request. */
export function formatTimestamp(value: Date, withMilliseconds = false): string {
  const day = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  const time = `${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  return `${day} ${time}${withMilliseconds ? `:${pad(value.getMilliseconds(), 3)}` : ''}`;
}

/** A moment as a datetime-local input's value: the browser's zone, to the minute (e.g. "2030-03-04T10:15"). */
export function dateTimeInputValue(ms: number): string {
  const value = new Date(ms);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** e.g. "Mar 4, 2030": a calendar day given as 'YYYY-MM-DD' (a patient's data day), the same in every time zone. */
export function formatDayKey(key: string, language: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return formatter(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
}

/** e.g. "March 2030": a calendar month given as 'YYYY-MM'. */
export function formatMonthKey(key: string, language: string): string {
  const [year, month] = key.split('-').map(Number);
  return formatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 15));
}
