import type { TimestampLike } from '@rehab/model/collections';

/** A stored time as the tests give it to components: milliseconds, an ISO text or a Date. */
export function fakeTimestamp(value: number | string | Date): TimestampLike {
  const millis = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  return { seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis };
}
