import { monthBounds, monthOfInstant, nextMonth, previousMonth } from '@rehab/model/rtmClaims';

/** How many months the Billing page offers: this one and the eleven before. */
export const MONTHS_OFFERED = 12;

/** The months to choose from, newest first, in a time zone. */
export function billingMonths(now: number, timeZone: string): string[] {
  const months = [monthOfInstant(now, timeZone)];
  while (months.length < MONTHS_OFFERED) months.push(previousMonth(months.at(-1)!));
  return months;
}

/**
 * The month the page opens on: the previous one, the month a doctor closes and bills at the start of the next
 * (the current month is still growing: docs/deviations.md).
 */
export const defaultBillingMonth = (now: number, timeZone: string) => previousMonth(monthOfInstant(now, timeZone));

/** Whether a month is over in the doctor's zone, so that it may close (closeRtmMonth refuses it otherwise). */
export function isMonthOver(month: string, now: number, timeZone: string): boolean {
  return monthBounds(month, timeZone).to <= now;
}

/** The months whose closure may hold an instant of a time document's month: the rules ask the same three. */
export const monthsAround = (month: string): string[] => [previousMonth(month), month, nextMonth(month)];
