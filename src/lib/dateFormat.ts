/** Dates and times as the app shows them, in the user's language. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar', zh: 'zh-CN', hi: 'hi-IN', el: 'el-GR', fr: 'fr-FR' };

function intlLocale(language: string): string {
  return INTL_LOCALES[language] ?? language;
}

/** e.g. "Mar 4, 2030, 10:15 AM" */
export function formatDateTime(value: Date | number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

/** e.g. "March 4, 2030 at 10:15 AM" */
export function formatLongDate(value: Date | number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short' }).format(value);
}

/** e.g. "Monday, March 4, 2030 at 10:15 AM PST": for messages read outside the app (e-mails). */
export function formatLongDateTime(value: Date | number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'long' }).format(value);
}

/** e.g. "10:15 AM" */
export function formatTime(value: Date | number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short' }).format(value);
}

/** e.g. "Mon" (short) or "M" (narrow) */
export function formatWeekday(value: Date | number, language: string, width: 'short' | 'narrow'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width }).format(value);
}
