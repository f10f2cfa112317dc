/**
 * Clinics' membership callables (issue 50) against the emulators: invitations accepted by a new and an existing
 * account, what the invitation page is told (blocks), role changes and removal by the owner, and the clinic's approval
 * asked with a doctor's request.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvitationSummary } from '@rehab/model/callables';
import { INVITATION_DAYS, type ClinicRole } from '@rehab/model/clinics';
import { ensureClinicOfOne } from '../../../functions/src/clinics/clinicOfOne';
import { adminAuth, adminDb, closeClients, signedInClient } from '../support';
import { callSignedOut, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** A verified doctor who owns his clinic of one (as the trigger and the migration give every verified doctor). */
async function clinicOwner(options: Parameters<typeof doctorClient>[0] = {}): Promise<Client> {
  const owner = await doctorClient(options);
  await ensureClinicOfOne(owner.uid);
  return owner;
}

const membershipOf = async (uid: string) => (await adminDb.doc(`clinicMembers/${uid}`).get()).data();
const clinicIdOf = async (uid: string) => String((await membershipOf(uid))?.clinicId);
const newEmail = () => `invited-${randomUUID()}@example.test`;

async function invite(owner: Client, email: string, role: ClinicRole, supervisor?: string): Promise<string> {
  const { data } = await owner.call<unknown, { invitationId: string }>('inviteClinicMember', { email, role, ...(supervisor ? { supervisor } : {}) });
  return data.invitationId;
}

const describeAs = async (caller: Client, invitationId: string) => (await caller.call<unknown, InvitationSummary>('describeClinicInvitation', { invitationId })).data;
const accept = async (caller: Client, invitationId: string) => (await caller.call<unknown, { clinicId: string; role: ClinicRole }>('acceptClinicInvitation', { invitationId })).data;

/** A new account with the invited address, its e-mail not verified yet (it signs up from the link). */
async function newAccount(email: string): Promise<Client> {
  const client = await signedInClient({ email });
  await adminAuth.updateUser(client.uid, { emailVerified: false, displayName: 'Hannah Brooks' });
  return client;
}

/** An owner's clinic with a member of `role` who joined by invitation; answers both. */
async function clinicWithMember(role: ClinicRole, supervisor?: (owner: Client) => string): Promise<{ owner: Client; member: Client }> {
  const owner = await clinicOwner();
  const member = await newAccount(newEmail());
  await accept(member, await invite(owner, member.email, role, supervisor?.(owner)));
  return { owner, member };
}

describe('inviting and accepting', () => {
  it('invites a new account by e-mail: the mail links the page, which says what it is; accepting makes a verified doctor in the clinic, once', async () => {
    const owner = await clinicOwner();
    const email = newEmail();
    const invitationId = await invite(owner, email.toUpperCase(), 'clinician');
    expect(invitationId.length).toBeGreaterThanOrEqual(20);
    const invitation = (await adminDb.doc(`clinicInvitations/${invitationId}`).get()).data();
    expect(invitation).toMatchObject({ clinicId: `clinic-${owner.uid}`, clinicName: "Dr Dana Doctor's practice", email, role: 'clinician', supervisor: null, invitedBy: owner.uid, state: 'pending' });
    expect((invitation?.expiresAt as Timestamp).toMillis() - (invitation?.createdAt as Timestamp).toMillis()).toBe(INVITATION_DAYS * 86_400_000);
    const mail = (await adminDb.doc(`emails/invitation-${invitationId}`).get()).data();
    expect(mail).toMatchObject({ to: email });
    expect(mail?.message.text).toContain(`/invitation/${invitationId}`);

    const summary = (await callSignedOut('describeClinicInvitation', { invitationId })) as InvitationSummary;
    expect(summary).toMatchObject({ invitationId, clinicName: "Dr Dana Doctor's practice", role: 'clinician', email, invitedByName: 'Dana Doctor', state: 'pending', block: null });

    const invited = await newAccount(email);
    expect((await describeAs(invited, invitationId)).block).toBeNull();
    expect(await accept(invited, invitationId)).toEqual({ clinicId: `clinic-${owner.uid}`, role: 'clinician' });
    expect(await membershipOf(invited.uid)).toMatchObject({ clinicId: `clinic-${owner.uid}`, role: 'clinician', supervisor: null, name: 'Hannah Brooks', email });
    expect((await adminDb.doc(`doctors/${invited.uid}`).get()).data()).toMatchObject({ firstName: 'Hannah', lastName: 'Brooks', email, isVerified: true, patients: [] });
    expect((await adminDb.doc(`staff/${invited.uid}`).get()).exists).toBe(false);
    const account = await adminAuth.getUser(invited.uid);
    expect(account.customClaims).toMatchObject({ doctor: true });
    expect(account.emailVerified).toBe(true);
    expect((await adminDb.doc(`clinicInvitations/${invitationId}`).get()).data()).toMatchObject({ state: 'accepted', acceptedBy: invited.uid });

    const joined = (await adminDb.doc(`clinicMembers/${invited.uid}`).get()).updateTime;
    expect(await accept(invited, invitationId)).toEqual({ clinicId: `clinic-${owner.uid}`, role: 'clinician' });
    expect((await adminDb.doc(`clinicMembers/${invited.uid}`).get()).updateTime).toEqual(joined);
    expect((await describeAs(invited, invitationId)).block).toBe('accepted');
  });

  it('lets an existing doctor whose clinic of one has no patients join (his clinic of one goes), and not one with patients', async () => {
    const owner = await clinicOwner();
    const free = await clinicOwner();
    const patient = await patientClient();
    const busy = await clinicOwner({ patients: [patient.uid], granted: [patient.uid] });

    const busyInvitation = await invite(owner, busy.email, 'clinician');
    expect((await describeAs(busy, busyInvitation)).block).toBe('hasPatients');
    expect(await refusalOf(accept(busy, busyInvitation))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Your own practice has patients, so it cannot join a clinic yet.',
    });
    expect(await clinicIdOf(busy.uid)).toBe(`clinic-${busy.uid}`);

    const freeInvitation = await invite(owner, free.email, 'clinician');
    expect((await describeAs(free, freeInvitation)).block).toBeNull();
    await accept(free, freeInvitation);
    expect(await clinicIdOf(free.uid)).toBe(`clinic-${owner.uid}`);
    expect((await adminDb.doc(`clinics/clinic-${free.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`doctors/${free.uid}`).get()).data()).toMatchObject({ firstName: 'Dana', isVerified: true });
  });

  it("gives the staff's roles a staff record and no doctors record nor claim; an assistant needs a supervising clinician", async () => {
    const owner = await clinicOwner();
    const email = newEmail();
    expect(await refusalOf(invite(owner, email, 'assistant'))).toEqual({ code: 'functions/invalid-argument', message: 'An assistant needs a supervising clinician.' });
    const stranger = await clinicOwner();
    expect(await refusalOf(invite(owner, email, 'assistant', stranger.uid))).toEqual({
      code: 'functions/failed-precondition',
      message: 'The supervisor must be a clinician or the owner of your clinic.',
    });
    expect(await refusalOf(invite(owner, email, 'owner'))).toEqual({ code: 'functions/invalid-argument', message: 'A clinic has one owner: choose another role.' });

    const invitationId = await invite(owner, email, 'assistant', owner.uid);
    const someoneElse = await newAccount(newEmail());
    expect((await describeAs(someoneElse, invitationId)).block).toBe('otherEmail');
    expect(await refusalOf(accept(someoneElse, invitationId))).toMatchObject({ code: 'functions/permission-denied' });

    const assistant = await newAccount(email);
    expect(await accept(assistant, invitationId)).toEqual({ clinicId: `clinic-${owner.uid}`, role: 'assistant' });
    expect(await membershipOf(assistant.uid)).toMatchObject({ role: 'assistant', supervisor: owner.uid });
    expect((await adminDb.doc(`staff/${assistant.uid}`).get()).data()).toMatchObject({ firstName: 'Hannah', lastName: 'Brooks', email });
    expect((await adminDb.doc(`doctors/${assistant.uid}`).get()).exists).toBe(false);
    expect((await adminAuth.getUser(assistant.uid)).customClaims?.doctor).toBeUndefined();

    // A member of a clinic with others cannot take an invitation of another clinic.
    const other = await clinicOwner();
    expect((await describeAs(assistant, await invite(other, email, 'biller'))).block).toBe('inAnotherClinic');
  });

  it('refuses a withdrawn or expired invitation, and callers who are not the owner', async () => {
    const owner = await clinicOwner();
    const email = newEmail();
    const withdrawn = await invite(owner, email, 'frontDesk');
    await owner.call('revokeClinicInvitation', { invitationId: withdrawn });
    const invited = await newAccount(email);
    expect((await describeAs(invited, withdrawn)).block).toBe('revoked');
    expect(await refusalOf(accept(invited, withdrawn))).toEqual({ code: 'functions/failed-precondition', message: 'This invitation was withdrawn by the clinic.' });

    const expired = await invite(owner, email, 'frontDesk');
    await adminDb.doc(`clinicInvitations/${expired}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await describeAs(invited, expired)).block).toBe('expired');
    expect(await refusalOf(accept(invited, expired))).toMatchObject({ code: 'functions/failed-precondition' });

    expect(await refusalOf(invited.call('describeClinicInvitation', { invitationId: uniqueId('nothing') }))).toMatchObject({ code: 'functions/not-found' });
    const notOwner = await doctorClient();
    expect(await refusalOf(invite(notOwner, newEmail(), 'biller'))).toEqual({ code: 'functions/permission-denied', message: "Only a clinic's owner may do this." });
  });
});

describe("the owner's changes of his members", () => {
  it('changes roles: a clinician needs a doctors record, a staff role gets a staff record; never his own', async () => {
    const { owner, member: frontDesk } = await clinicWithMember('frontDesk');
    const { member: clinician } = await (async () => {
      const email = newEmail();
      const joined = await newAccount(email);
      await accept(joined, await invite(owner, email, 'clinician'));
      return { member: joined };
    })();

    expect(await refusalOf(owner.call('changeClinicMemberRole', { uid: frontDesk.uid, role: 'clinician' }))).toEqual({
      code: 'functions/failed-precondition',
      message: "Hannah Brooks has no doctor's record: only a doctor can be a clinician.",
    });
    expect(await (await owner.call('changeClinicMemberRole', { uid: frontDesk.uid, role: 'assistant', supervisor: clinician.uid })).data).toEqual({ uid: frontDesk.uid, role: 'assistant' });
    expect(await membershipOf(frontDesk.uid)).toMatchObject({ role: 'assistant', supervisor: clinician.uid });
    // The clinician supervises the assistant now: she keeps a role that may.
    expect(await refusalOf(owner.call('changeClinicMemberRole', { uid: clinician.uid, role: 'biller' }))).toMatchObject({ code: 'functions/failed-precondition' });
    await owner.call('changeClinicMemberRole', { uid: frontDesk.uid, role: 'frontDesk' });
    await owner.call('changeClinicMemberRole', { uid: clinician.uid, role: 'biller' });
    expect(await membershipOf(clinician.uid)).toMatchObject({ role: 'biller', supervisor: null });
    expect((await adminDb.doc(`staff/${clinician.uid}`).get()).data()).toMatchObject({ firstName: 'Hannah', lastName: 'Brooks' });

    expect(await refusalOf(owner.call('changeClinicMemberRole', { uid: owner.uid, role: 'clinician' }))).toEqual({ code: 'functions/failed-precondition', message: 'You cannot change your own role.' });
    expect(await refusalOf(clinician.call('changeClinicMemberRole', { uid: frontDesk.uid, role: 'biller' }))).toMatchObject({ code: 'functions/permission-denied' });
    const stranger = await clinicOwner();
    expect(await refusalOf(stranger.call('changeClinicMemberRole', { uid: frontDesk.uid, role: 'biller' }))).toEqual({ code: 'functions/not-found', message: 'This person is not a member of your clinic.' });
  });

  it('removes a member at once (a verified doctor back to a clinic of one of his own); never himself', async () => {
    const { owner, member: biller } = await clinicWithMember('biller');
    const doctor = await clinicOwner();
    await accept(doctor, await invite(owner, doctor.email, 'clinician'));

    expect(await (await owner.call('removeClinicMember', { uid: biller.uid })).data).toEqual({ uid: biller.uid });
    expect(await membershipOf(biller.uid)).toBeUndefined();
    await owner.call('removeClinicMember', { uid: doctor.uid });
    expect(await membershipOf(doctor.uid)).toMatchObject({ clinicId: `clinic-${doctor.uid}`, role: 'owner' });
    expect((await adminDb.doc(`clinics/clinic-${doctor.uid}`).get()).data()).toMatchObject({ owner: doctor.uid });

    expect(await refusalOf(owner.call('removeClinicMember', { uid: owner.uid }))).toEqual({ code: 'functions/failed-precondition', message: 'You cannot remove yourself from your clinic.' });
    expect(await refusalOf(owner.call('removeClinicMember', { uid: biller.uid }))).toMatchObject({ code: 'functions/not-found' });
  });
});

describe("the clinic's approval, asked with a doctor's request", () => {
  async function patientWithGlove() {
    const patient = await patientClient();
    const device = uniqueId('GLV');
    await adminDb.doc(`devices/${device}`).set({ id: device, deviceType: 'Glove', side: 'Left', userId: patient.uid });
    return { patient, device };
  }

  it("is asked when the doctor works in a clinic with others, naming the clinic and him as the patient's primary there; not for a clinic of one", async () => {
    const { owner } = await clinicWithMember('frontDesk');
    const { patient, device } = await patientWithGlove();
    expect((await owner.call('registerDevice', { deviceId: device })).data).toEqual({ outcome: 'registered', access: 'pending' });
    const clinicId = `clinic-${owner.uid}`;
    const consent = (await adminDb.doc(`clinicConsents/${patient.uid}_${clinicId}`).get()).data();
    expect(consent).toMatchObject({ patient: patient.uid, clinicId, clinicName: "Dr Dana Doctor's practice", state: 'pending', requestedBy: owner.uid, primary: owner.uid, since: null, grantedBy: null });
    expect((await adminDb.doc(`auditLog/${consent?.auditId}`).get()).data()).toMatchObject({ action: 'care.requested', patientUid: patient.uid, target: { collection: 'clinicConsents' } });

    const alone = await clinicOwner();
    const other = await patientWithGlove();
    await alone.call('registerDevice', { deviceId: other.device });
    expect((await adminDb.collection('clinicConsents').where('patient', '==', other.patient.uid).get()).empty).toBe(true);
  });
});
