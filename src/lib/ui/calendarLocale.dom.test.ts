import type { DayHeaderContentArg } from '@fullcalendar/core';
import { describe, expect, it } from 'vitest';
import { sharedCalendarProps } from './calendarLocale';

const SUNDAY = new Date(2026, 10, 22);

function monthHeader(language: string): string {
  const content = sharedCalendarProps(language).views.dayGridMonth.dayHeaderContent({ date: SUNDAY } as DayHeaderContentArg);
  return content.html;
}

describe('sharedCalendarProps', () => {
  it("follows the language's direction", () => {
    expect(sharedCalendarProps('ar').direction).toBe('rtl');
    expect(sharedCalendarProps('en')).toMatchObject({ locale: 'en', direction: 'ltr' });
  });

  it('names the arrow buttons by their titles: no nameless icon, a blank text', () => {
    expect(sharedCalendarProps('fr')).toMatchObject({ buttonIcons: false, buttonText: { prev: ' ', next: ' ' }, buttonHints: { prev: 'Précédent', next: 'Suivant' } });
    expect(sharedCalendarProps('ar').buttonHints).toEqual({ prev: 'السابق', next: 'التالي' });
    // English keeps FullCalendar's own titles ('Previous month').
    expect(sharedCalendarProps('en').buttonHints).toBeUndefined();
  });

  it('names a day cell by what it shows, not by its number alone', () => {
    const cell = document.createElement('td');
    cell.setAttribute('aria-labelledby', 'fc-dom-1');
    sharedCalendarProps('en').dayCellDidMount({ el: cell });
    expect(cell.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('names the month view weekdays short, with a one-letter form for narrow columns', () => {
    expect(monthHeader('en')).toBe('<span class="fc-weekday-short">Sun</span><span class="fc-weekday-narrow" aria-hidden="true">S</span>');
    const arabic = monthHeader('ar');
    expect(arabic).toContain('>الأحد</span>');
    expect(arabic).toContain('aria-hidden="true">ح</span>');
  });
});
