/**
 * Export timestamps: America/Los_Angeles wall time with milliseconds,
 * 'YYYY-MM-DD HH:mm:ss.SSS'. Formatting 60,000 samples with Intl one by one
 * is slow, so the zone's UTC offset is looked up once per hour of samples
 * (offsets only change on the hour) and the rest is arithmetic.
 */
import { zoneOffset } from '@rehab/model/timeZones';

export const EXPORT_TIME_ZONE = 'America/Los_Angeles';

const HOUR = 3_600_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n));

/** Returns a formatter that caches the zone offset per hour. */
export function losAngelesFormatter(): (ms: number) => string {
  let cachedHour = NaN;
  let cachedOffset = 0;
  const d = new Date(0);
  return (ms: number) => {
    const hour = Math.floor(ms / HOUR);
    if (hour !== cachedHour) {
      cachedHour = hour;
      cachedOffset = zoneOffset(ms, EXPORT_TIME_ZONE);
    }
    d.setTime(ms + cachedOffset);
    return (
      `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
      `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${pad3(d.getUTCMilliseconds())}`
    );
  };
}
