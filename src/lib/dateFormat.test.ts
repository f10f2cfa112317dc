import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './dateFormat';

describe('formatTimestamp', () => {
  const moment = new Date(2030, 2, 4, 9, 5, 7, 42);

  it('reads yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatTimestamp(moment)).toBe('2030-03-04 09:05:07');
  });

  it('adds :sss milliseconds on request', () => {
    expect(formatTimestamp(moment, true)).toBe('2030-03-04 09:05:07:042');
  });
});
