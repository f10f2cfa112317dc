import { describe, expect, it } from 'vitest';
import { isSameDay, isUnreadBy } from './topBarLogic';

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
