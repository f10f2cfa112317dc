import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import {
  amendMonth,
  closeClinicMonth,
  closeMonth,
  fetchClaims,
  fetchClinicClaims,
  fetchClosures,
  overrideFlag,
  type AmendRequest,
  type ClinicClaims,
  type ClinicClose,
  type ClosedBounds,
  type OverrideRequest,
  type RtmClaims,
} from './billingCalls';

export interface ClosuresArg {
  doctorUid: string;
  /** 'YYYY-MM' keys */
  months: string[];
}

/**
 * The Billing page's server data: a month's claim lines as the rtmClaims function computes them (read when the page
 * asks; a close or an amendment reads them again), the doctor's closed months (for the time-entry dialog's refusal),
 * and the month's close, amendments and claim-flag overrides; the biller's clinic-wide month and its close (issue 51).
 */
export const billingApi = serverData.enhanceEndpoints({ addTagTypes: ['RtmClaims', 'RtmClosures', 'ClinicRtmClaims'] }).injectEndpoints({
  endpoints: (build) => ({
    rtmClaims: build.query<RtmClaims, string>({
      queryFn: (month) => settle(() => fetchClaims(month)),
      providesTags: ['RtmClaims'],
    }),
    rtmClosures: build.query<ClosedBounds[], ClosuresArg>({
      queryFn: ({ doctorUid, months }) => settle(() => fetchClosures(doctorUid, months)),
      providesTags: ['RtmClosures'],
    }),
    closeRtmMonth: build.mutation<RtmClaims['closed'], string>({
      queryFn: (month) => settle(async () => (await closeMonth(month)).closed),
      invalidatesTags: ['RtmClaims', 'RtmClosures'],
    }),
    clinicRtmClaims: build.query<ClinicClaims, string>({
      queryFn: (month) => settle(() => fetchClinicClaims(month)),
      providesTags: ['ClinicRtmClaims'],
    }),
    closeClinicRtmMonth: build.mutation<ClinicClose, string>({
      queryFn: (month) => settle(() => closeClinicMonth(month)),
      invalidatesTags: ['ClinicRtmClaims'],
    }),
    /** An amendment also lists in the claims of the month it is made in: every month's claims are read again. */
    amendRtmMonth: build.mutation<string, AmendRequest>({
      queryFn: (request) => settle(async () => (await amendMonth(request)).amendmentId),
      invalidatesTags: ['RtmClaims'],
    }),
    /** The month's lines are read again with the override beside its flag (the clinic's too). */
    overrideClaimFlag: build.mutation<string, OverrideRequest>({
      queryFn: (request) => settle(async () => (await overrideFlag(request)).overrideId),
      invalidatesTags: ['RtmClaims', 'ClinicRtmClaims'],
    }),
  }),
});

export const {
  useRtmClaimsQuery,
  useLazyRtmClosuresQuery,
  useCloseRtmMonthMutation,
  useAmendRtmMonthMutation,
  useClinicRtmClaimsQuery,
  useCloseClinicRtmMonthMutation,
  useOverrideClaimFlagMutation,
} = billingApi;

/** Starts computing a month's claims before the page asks for them (kept a minute if it does not). */
export const prefetchRtmClaims = (month: string) => billingApi.util.prefetch('rtmClaims', month, {});
