import { describe, expect, it } from 'vitest';
import { isSameDay, isUnreadBy, truncateText } from './topBarLogic';

describe('truncateText', () => {
  it('keeps texts of up to 40 characters', () => {
    const forty = 'x'.repeat(40);
    expect(truncateText(forty)).toBe(forty);
  });

  it('cuts longer texts at 40 characters with an ellipsis', () => {
    expect(truncateText('y'.repeat(41))).toBe(`${'y'.repeat(40)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText(`${'a'.repeat(39)}😀😀`)).toBe(`${'a'.repeat(39)}😀…`);
  });
});

describe('isSameDay', () => {
  it('compares local calendar days', () => {
    expect(isSameDay(new Date(2030, 2, 4, 0, 0), new Date(2030, 2, 4, 23, 59))).toBe(true);
    expect(isSameDay(new Date(2030, 2, 4, 23, 59), new Date(2030, 2, 5, 0, 0))).toBe(false);
    expect(isSameDay(new Date(2030, 2, 4), new Date(2031, 2, 4))).toBe(false);
  });
});

describe('isUnreadBy', () => {
  it('counts only unread messages from the other person', () => {
    expect(isUnreadBy({ senderID: 'patient', isRead: false }, 'doctor')).toBe(true);
    expect(isUnreadBy({ senderID: 'doctor', isRead: false }, 'doctor')).toBe(false);
    expect(isUnreadBy({ senderID: 'patient', isRead: true }, 'doctor')).toBe(false);
  });
});
