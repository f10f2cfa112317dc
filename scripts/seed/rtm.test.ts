import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { buildWorld } from './world';

const world = buildWorld(new Date(2026, 2, 20, 15, 0));
const { managementTime, rtmContacts, rtmMonthClosures, rtmAmendments } = world.collections;
const entryAt = (ref: string) => {
  const [monthId, entryId] = ref.split('/');
  return managementTime.find((doc) => doc.id === monthId)?.data.entries[entryId];
};

describe('RTM billing evidence in the demo world', () => {
  it('ties each attested call to its time entry, of the same start and length', () => {
    expect(rtmContacts.length).toBeGreaterThan(0);
    for (const { data } of rtmContacts) {
      expect(data).toMatchObject({ doctorId: DEMO_ACCOUNTS.doctor.uid, source: 'attested', kind: 'phone' });
      expect(entryAt(data.entryRef!)).toMatchObject({ start: data.start, seconds: data.seconds, interactive: true });
    }
  });

  it("closes the demo doctor's month before last, amended once with the entry it wrote inside the month", () => {
    expect(rtmMonthClosures.map((doc) => doc.id)).toEqual([`${DEMO_ACCOUNTS.doctor.uid}_2026-01`]);
    const [closure] = rtmMonthClosures.map((doc) => doc.data);
    const [amendment] = rtmAmendments.map((doc) => doc.data);
    expect(amendment).toMatchObject({ month: '2026-01', change: { type: 'addTime', minutes: 15 } });
    const entry = entryAt(amendment.target)!;
    expect(entry.seconds).toBe(15 * 60);
    expect(entry.start.toMillis()).toBeGreaterThanOrEqual(closure.from.toMillis());
    expect(entry.start.toMillis()).toBeLessThan(closure.to.toMillis());
  });
});
