import { describe, expect, it } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Email, TimestampLike } from '@rehab/model/collections';
import { inboxItems, isUnread } from './inbox';

function at(ms: number): TimestampLike {
  return { seconds: Math.floor(ms / 1000), nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms };
}

function email(docId: string, startMs?: number, extra: Partial<Email> = {}): WithId<Email> {
  return {
    docId,
    to: 'doctor@demo.test',
    message: { subject: docId, text: '' },
    ...(startMs === undefined ? {} : { delivery: { startTime: at(startMs), state: 'SUCCESS', attempts: 1 } }),
    ...extra,
  };
}

describe('inboxItems', () => {
  it('lists only e-mails with a delivery record, newest first, numbered from the count down', () => {
    const items = inboxItems([email('old', 1000), email('queued'), email('new', 3000), email('mid', 2000)]);
    expect(items.map((i) => [i.docId, i.number])).toEqual([
      ['new', 3],
      ['mid', 2],
      ['old', 1],
    ]);
  });

  it('is empty without delivered e-mails', () => {
    expect(inboxItems([email('queued')])).toEqual([]);
  });
});

describe('isUnread', () => {
  it('counts a missing flag as unread', () => {
    expect(isUnread({})).toBe(true);
    expect(isUnread({ is_unread: true })).toBe(true);
    expect(isUnread({ is_unread: false })).toBe(false);
  });
});
