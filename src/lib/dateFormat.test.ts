import { describe, expect, it } from 'vitest';
import { dateTimeInputValue, formatDayKey, formatLongDate, formatMonthKey, formatTimestamp, prepareLongDate } from './dateFormat';
import { watchDateTimeFormatBuilds } from '../test/intl';

describe('formatTimestamp', () => {
  const moment = new Date(2030, 2, 4, 9, 5, 7, 42);

  it('reads yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatTimestamp(moment)).toBe('2030-03-04 09:05:07');
  });

  it('adds :sss milliseconds on request', () => {
    expect(formatTimestamp(moment, true)).toBe('2030-03-04 09:05:07:042');
  });
});

describe('dateTimeInputValue', () => {
  it("gives a datetime-local input's value: local time, to the minute", () => {
    expect(dateTimeInputValue(new Date(2030, 2, 4, 9, 5, 59, 999).getTime())).toBe('2030-03-04T09:05');
    expect(new Date(dateTimeInputValue(new Date(2030, 11, 31, 23, 45).getTime())).getTime()).toBe(new Date(2030, 11, 31, 23, 45).getTime());
  });
});

describe('calendar days and months given as keys', () => {
  it('shows the same day and month wherever the reader is', () => {
    expect(formatDayKey('2030-03-04', 'en')).toBe('Mar 4, 2030');
    expect(formatDayKey('2030-12-31', 'en')).toBe('Dec 31, 2030');
    expect(formatMonthKey('2030-03', 'en')).toBe('March 2030');
    expect(formatMonthKey('2030-03', 'fr')).toBe('mars 2030');
  });
});

describe('prepareLongDate', () => {
  it("builds the language's long-date formatter ahead, so that showing a date builds none", () => {
    const build = watchDateTimeFormatBuilds();
    prepareLongDate('el');
    expect(build).toHaveBeenCalledOnce();
    expect(formatLongDate(new Date(2030, 2, 4, 10, 15), 'el')).toContain('2030');
    expect(build).toHaveBeenCalledOnce();
    build.mockRestore();
  });
});
