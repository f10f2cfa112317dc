import { getDoc } from 'firebase/firestore';
import type { CallableResponse, RtmCallableContracts } from '@rehab/model/callables';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';

export type RtmClaims = CallableResponse<'rtmClaims'>;
export type ClinicClaims = CallableResponse<'clinicRtmClaims'>;
export type ClinicClose = CallableResponse<'closeClinicRtmMonth'>;
export type AmendRequest = RtmCallableContracts['amendRtmMonth']['request'];
export type OverrideRequest = RtmCallableContracts['overrideClaimFlag']['request'];

/** The signed-in doctor's claim lines of a month, with its close and the amendments it lists (rtmClaims). */
export async function fetchClaims(month: string): Promise<RtmClaims> {
  return (await callable('rtmClaims')({ month })).data;
}

/** Closes the doctor's month (closeRtmMonth): the function refuses a month that is not over in his zone. */
export async function closeMonth(month: string): Promise<CallableResponse<'closeRtmMonth'>> {
  return (await callable('closeRtmMonth')({ month })).data;
}

/** The biller's clinic: every clinician's lines of the month for the clinic's patients, each one's close (clinicRtmClaims). */
export async function fetchClinicClaims(month: string): Promise<ClinicClaims> {
  return (await callable('clinicRtmClaims')({ month })).data;
}

/** The biller closes the month of every clinician of the clinic for whom it is over (closeClinicRtmMonth). */
export async function closeClinicMonth(month: string): Promise<ClinicClose> {
  return (await callable('closeClinicRtmMonth')({ month })).data;
}

/** Changes a closed month (amendRtmMonth): a reason, and one change. */
export async function amendMonth(request: AmendRequest): Promise<CallableResponse<'amendRtmMonth'>> {
  return (await callable('amendRtmMonth')(request)).data;
}

/** Bills a flagged claim line anyway (overrideClaimFlag): one flag, with a reason; asking twice changes nothing. */
export async function overrideFlag(request: OverrideRequest): Promise<CallableResponse<'overrideClaimFlag'>> {
  return (await callable('overrideClaimFlag')(request)).data;
}

/** A closed month's bounds (ms). */
export interface ClosedBounds {
  month: string;
  from: number;
  to: number;
}

/** The doctor's closures of these months (rtmMonthClosures/{doctor}_{month}), those that exist. */
export async function fetchClosures(doctorUid: string, months: readonly string[]): Promise<ClosedBounds[]> {
  const snapshots = await Promise.all(months.map((month) => getDoc(docRef('rtmMonthClosures', `${doctorUid}_${month}`))));
  return snapshots.flatMap((snapshot) => {
    const closure = snapshot.data();
    return closure ? [{ month: closure.month, from: closure.from.toMillis(), to: closure.to.toMillis() }] : [];
  });
}
