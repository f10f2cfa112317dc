/**
 * Export timestamps: America/Los_Angeles wall time with milliseconds,
 * 'YYYY-MM-DD HH:mm:ss.SSS'. Formatting 60,000 samples with Intl one by one
 * is slow, so the zone's UTC offset is looked up once per hour of samples
 * (offsets only change on the hour) and the rest is arithmetic.
 */
export const EXPORT_TIME_ZONE = 'America/Los_Angeles';

const HOUR = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EXPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The zone's offset from UTC in ms at a moment (negative west of Greenwich). */
function zoneOffset(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormat.formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

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
      cachedOffset = zoneOffset(ms);
    }
    d.setTime(ms + cachedOffset);
    return (
      `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
      `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${pad3(d.getUTCMilliseconds())}`
    );
  };
}
