import type { ClinicRole, Clinic, ClinicConsent, ClinicCoverage, ClinicInvitation, ClinicMember, PatientContact } from '@rehab/model/clinics';
import type { CallableContracts, CallableResponse, InvitationSummary } from '@rehab/model/callables';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import type { ClinicDetails } from '../logic/clinicForms';
import {
  activeClinicConsentsQuery,
  clinicCoveragesQuery,
  clinicMembersQuery,
  declineClinic,
  endClinicAccess,
  grantClinic,
  patientConsentsQuery,
  patientContactsQuery,
  pendingInvitationsQuery,
  updateClinicDetails,
} from './clinicRecords';

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type ConsentDecision = { consent: WithId<ClinicConsent>; patientUid: string };

/**
 * Clinics (issue 50): the signed-in account's membership, its clinic, members and pending invitations (all live, so
 * the owner's changes show on every member's page at once), the owner's changes (the clinic's fields in Firestore,
 * the membership through the functions), the invitation's page, the patient's approvals of clinics, and the
 * patients' contacts its front desk and assistants see (issue 51).
 */
export const clinicsApi = serverData.enhanceEndpoints({ addTagTypes: ['ClinicInvitation'] }).injectEndpoints({
  endpoints: (build) => ({
    myMembership: build.query<WithId<ClinicMember> | null, string>({
      ...liveQuery((uid: string) => subscribeDoc(docRef('clinicMembers', uid))),
    }),
    clinic: build.query<WithId<Clinic> | null, string>({
      ...liveQuery((clinicId: string) => subscribeDoc(docRef('clinics', clinicId))),
    }),
    clinicMembers: build.query<WithId<ClinicMember>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(clinicMembersQuery(clinicId))),
    }),
    pendingInvitations: build.query<WithId<ClinicInvitation>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(pendingInvitationsQuery(clinicId))),
    }),
    patientClinicConsents: build.query<WithId<ClinicConsent>[], string>({
      ...liveQuery((patientUid: string) => subscribeQuery(patientConsentsQuery(patientUid))),
    }),
    activeClinicConsents: build.query<WithId<ClinicConsent>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(activeClinicConsentsQuery(clinicId))),
    }),
    patientContacts: build.query<WithId<PatientContact>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(patientContactsQuery(clinicId))),
    }),
    /** Who covers whom (live): a coverage set, ended or expired shows on every member's page at once. */
    clinicCoverages: build.query<WithId<ClinicCoverage>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(clinicCoveragesQuery(clinicId))),
    }),
    setClinicCoverage: build.mutation<CallableResponse<'setClinicCoverage'>, Request<'setClinicCoverage'>>({
      queryFn: (request) => settle(async () => (await callable('setClinicCoverage')(request)).data),
    }),
    endClinicCoverage: build.mutation<null, void>({
      queryFn: () => settleWrite(() => callable('endClinicCoverage')({})),
    }),
    /** The new primary shows through the live consents; the result says from which period he bills. */
    transferClinicPatient: build.mutation<CallableResponse<'transferClinicPatient'>, Request<'transferClinicPatient'>>({
      queryFn: (request) => settle(async () => (await callable('transferClinicPatient')(request)).data),
    }),
    updateClinic: build.mutation<null, { clinicId: string; details: ClinicDetails }>({
      queryFn: ({ clinicId, details }) => settleWrite(() => updateClinicDetails(clinicId, details)),
    }),
    inviteClinicMember: build.mutation<string, Request<'inviteClinicMember'>>({
      queryFn: (request) => settle(async () => (await callable('inviteClinicMember')(request)).data.invitationId),
    }),
    revokeClinicInvitation: build.mutation<null, string>({
      queryFn: (invitationId) => settleWrite(() => callable('revokeClinicInvitation')({ invitationId })),
    }),
    changeClinicMemberRole: build.mutation<null, Request<'changeClinicMemberRole'>>({
      queryFn: (request) => settleWrite(() => callable('changeClinicMemberRole')(request)),
    }),
    removeClinicMember: build.mutation<null, string>({
      queryFn: (uid) => settleWrite(() => callable('removeClinicMember')({ uid })),
    }),
    /** What the invitation is, for the caller as he is signed in (read again when he signs in or out). */
    describeInvitation: build.query<InvitationSummary, { invitationId: string; caller: string | null }>({
      queryFn: ({ invitationId }) => settle(async () => (await callable('describeClinicInvitation')({ invitationId })).data),
      providesTags: (_result, _error, { invitationId }) => [{ type: 'ClinicInvitation', id: invitationId }],
    }),
    acceptInvitation: build.mutation<{ clinicId: string; role: ClinicRole }, string>({
      queryFn: (invitationId) => settle(async () => (await callable('acceptClinicInvitation')({ invitationId })).data),
      invalidatesTags: (_result, _error, invitationId) => [{ type: 'ClinicInvitation', id: invitationId }],
    }),
    grantClinic: build.mutation<null, ConsentDecision>({
      queryFn: ({ consent, patientUid }) => settleWrite(() => grantClinic(consent, patientUid)),
    }),
    declineClinic: build.mutation<null, ConsentDecision>({
      queryFn: ({ consent, patientUid }) => settleWrite(() => declineClinic(consent, patientUid)),
    }),
    endClinicAccess: build.mutation<null, ConsentDecision>({
      queryFn: ({ consent, patientUid }) => settleWrite(() => endClinicAccess(consent, patientUid)),
    }),
  }),
});

export const {
  useMyMembershipQuery,
  useClinicQuery,
  useClinicMembersQuery,
  usePendingInvitationsQuery,
  usePatientClinicConsentsQuery,
  useActiveClinicConsentsQuery,
  usePatientContactsQuery,
  useClinicCoveragesQuery,
  useSetClinicCoverageMutation,
  useEndClinicCoverageMutation,
  useTransferClinicPatientMutation,
  useUpdateClinicMutation,
  useInviteClinicMemberMutation,
  useRevokeClinicInvitationMutation,
  useChangeClinicMemberRoleMutation,
  useRemoveClinicMemberMutation,
  useDescribeInvitationQuery,
  useAcceptInvitationMutation,
  useGrantClinicMutation,
  useDeclineClinicMutation,
  useEndClinicAccessMutation,
} = clinicsApi;
