/**
 * What the patient's device list calls a device that receives reminders: its browser and system ('Chrome on
 * Android'), read from the browser's user agent. Nothing finer (no model, no version): the label only tells the
 * patient's own devices apart.
 */
import { LIMITS } from '@rehab/model/limits';

/** Most specific first: Edge, Opera and Samsung Internet also say 'Chrome', Chrome also says 'Safari'. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** iOS and Android first: their browsers also name Mac OS X and Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const nameIn = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** 'Chrome on Android', 'Firefox', 'Windows' or 'Web browser' when neither is known. */
export function deviceLabel(userAgent: string): string {
  const browser = nameIn(userAgent, BROWSERS);
  const system = nameIn(userAgent, SYSTEMS);
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Web browser');
  return label.slice(0, LIMITS.reminders.deviceLabel);
}
