import { closedMonthAt } from '@rehab/model/rtmClaims';
import { useLazyRtmClosuresQuery } from '../api/billingApi';
import { monthsAround } from '../logic/months';

/**
 * Whether a refused time entry falls in a month the doctor closed for billing: `check` reads the closures the rules
 * ask about (the entry's month and the two around it) and answers the closed month, or undefined.
 */
export function useClosedMonthCheck(doctorUid: string) {
  const [read] = useLazyRtmClosuresQuery();
  return async (start: Date, month: string): Promise<string | undefined> => {
    const closures = await read({ doctorUid, months: monthsAround(month) }).unwrap();
    return closedMonthAt(start.getTime(), closures)?.month;
  };
}
