import type { DayHeaderContentArg } from '@fullcalendar/core';
import { describe, expect, it } from 'vitest';
import { calendarLocaleProps } from './calendarLocale';

const SUNDAY = new Date(2026, 10, 22);

function monthHeader(language: string): string {
  const content = calendarLocaleProps(language).views.dayGridMonth.dayHeaderContent({ date: SUNDAY } as DayHeaderContentArg);
  return content.html;
}

describe('calendarLocaleProps', () => {
  it("follows the language's direction", () => {
    expect(calendarLocaleProps('ar').direction).toBe('rtl');
    expect(calendarLocaleProps('en')).toMatchObject({ locale: 'en', direction: 'ltr' });
  });

  it('names the month view weekdays short, with a one-letter form for narrow columns', () => {
    expect(monthHeader('en')).toBe('<span class="fc-weekday-short">Sun</span><span class="fc-weekday-narrow" aria-hidden="true">S</span>');
    const arabic = monthHeader('ar');
    expect(arabic).toContain('>الأحد</span>');
    expect(arabic).toContain('aria-hidden="true">ح</span>');
  });
});
