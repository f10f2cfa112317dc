/**
 * Remote therapeutic monitoring codes (CMS physician fee schedule from January
 * 2026): device data on 2–15 days of a 30-day period (98985) or 16–30 days
 * (98977); treatment management time in a calendar month with at least one
 * real-time interactive communication: the first 10 minutes (98979), the first
 * 20 minutes (98980), each further 20 minutes (98981).
 */
export const DEVICE_CODE_FEW_DAYS = '98985';
/** set-up and patient education: once per episode of monitoring */
export const SETUP_CODE = '98975';
export const DEVICE_CODE_MOST_DAYS = '98977';
export const MANAGEMENT_CODE_10 = '98979';
export const MANAGEMENT_CODE_20 = '98980';
export const MANAGEMENT_CODE_EACH_20 = '98981';

/** Data days a period needs for each device code. */
export const FEW_DAYS_MIN = 2;
export const MOST_DAYS_MIN = 16;

export type DeviceCode = typeof DEVICE_CODE_FEW_DAYS | typeof DEVICE_CODE_MOST_DAYS | null;

/** The device code a period's data days reach (null below 2 days). */
export function deviceCode(dataDays: number): DeviceCode {
  if (dataDays >= MOST_DAYS_MIN) return DEVICE_CODE_MOST_DAYS;
  if (dataDays >= FEW_DAYS_MIN) return DEVICE_CODE_FEW_DAYS;
  return null;
}

export interface ManagementCodes {
  /** 98979 or 98980, or null */
  base: typeof MANAGEMENT_CODE_10 | typeof MANAGEMENT_CODE_20 | null;
  /** how many times 98981 is reached */
  additional: number;
}

/** Whole minutes of logged seconds (a started minute does not count). */
export function wholeMinutes(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}

/** The management codes a month reaches: none without an interactive communication or below 10 minutes. */
export function managementCodes(minutes: number, interactive: boolean): ManagementCodes {
  if (!interactive || minutes < 10) return { base: null, additional: 0 };
  if (minutes < 20) return { base: MANAGEMENT_CODE_10, additional: 0 };
  return { base: MANAGEMENT_CODE_20, additional: Math.floor((minutes - 20) / 20) };
}

/** The codes as one line: '98980 + 98981 × 2', '98979', or '' for none. */
export function managementCodeLabel(codes: ManagementCodes): string {
  if (!codes.base) return '';
  return codes.additional > 0 ? `${codes.base} + ${MANAGEMENT_CODE_EACH_20} × ${codes.additional}` : codes.base;
}
