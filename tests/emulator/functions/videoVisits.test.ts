/**
 * Issues 33 and 48 against the emulators: issueTurnCredentials (the appointment's two participants only, within the
 * window, while the doctor looks after the patient) and the visit's record, which the presence heartbeats make and
 * which ends into one `server` video contact of the overlap (a short call into none). The record is an order-free
 * union: the presences of a call handed to recordPresence in order, shuffled, each twice, or some dropped and then
 * reconciled give the same visit, contact and time entry, and a call redialled after its visit ended reopens it.
 */
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import type { ManagementMonth, RtmContact } from '@rehab/model/collections';
import {
  TURN_CREDENTIAL_TTL_SECONDS,
  mergeRuns,
  presenceRun,
  videoVisitWindow,
  visitConnection,
  type VideoVisit,
  type VisitPresence,
  type VisitRole,
} from '@rehab/model/videoVisits';
import { withTransientRetries } from '../../../functions/src/lib/triggers';
import { closeStaleVisits as closeStaleVisitsOnce, reconcileVisit as reconcileVisitOnce, recordPresence } from '../../../functions/src/videoVisits/visitRecord';
import { readLocalSecrets } from '../../../scripts/lib/localSecrets';
import { runScheduledJob } from '../../../scripts/lib/localScheduler';
import { adminDb, closeClients } from '../support';
import { arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';
import { eventOrderSeed, seededRandom, shuffled as shuffle } from './eventOrders';

afterAll(closeClients);

/** Each function's first call starts its worker: seconds each on a busy machine. */
const SLOW = 180_000;
const S = 1000;
const MINUTE = 60 * S;

/**
 * The jobs as their schedule runs them: again in the same invocation when the emulator drops a transaction under load
 * (functions/src/lib/triggers.ts).
 */
const closeStaleVisits = (now: Date) => withTransientRetries(() => closeStaleVisitsOnce(now), 'closeVideoVisits');
const reconcileVisit = (appointmentId: string) => withTransientRetries(() => reconcileVisitOnce(appointmentId), 'reconcile');

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];
const call = async <K extends keyof CallableContracts>(client: Client, name: K, data: Request<K>): Promise<Response<K>> =>
  (await client.call<Request<K>, Response<K>>(name, data)).data;

/** A doctor looking after a patient, and their online appointment at `at` (now by default). */
async function visitPair(at = Date.now(), isOnline = true) {
  const patient = await patientClient();
  const doctor = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
  await adminDb.doc(`doctors/${doctor.uid}`).update({ timeZone: 'UTC' });
  return { doctor, patient, appointmentId: await appointmentOf(doctor.uid, patient.uid, at, isOnline) };
}

/** Another online appointment of the same pair. */
async function appointmentOf(doctorId: string, patientId: string, at: number, isOnline = true): Promise<string> {
  const appointmentId = uniqueId('visit');
  await adminDb.doc(`appointments/${appointmentId}`).set({
    isOnline,
    doctorID: doctorId,
    userID: patientId,
    datetime: Timestamp.fromMillis(at),
    location: isOnline ? 'https://meet.example/v' : '1 Clinic Road',
    inCare: true,
  });
  return appointmentId;
}

const visitOf = async (appointmentId: string) => (await adminDb.doc(`videoVisits/${appointmentId}`).get()).data() as VideoVisit | undefined;

async function visitWhen(appointmentId: string, done: (visit: VideoVisit | undefined) => boolean): Promise<VideoVisit | undefined> {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const visit = await visitOf(appointmentId);
    if (done(visit)) return visit;
    if (Date.now() > deadline) throw new Error(`the visit never got there: ${JSON.stringify(visit)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What one write of a participant's presence says (ms): media since when (null: none), its heartbeat, whether he left. */
interface Snapshot {
  uid: string;
  role: VisitRole;
  mediaSince: number | null;
  lastSeen: number;
  left: boolean;
}

/** The presence document of a snapshot, as the rules let its participant's client write it. */
function presenceDoc({ uid, role, mediaSince, lastSeen, left }: Snapshot): VisitPresence {
  return {
    uid,
    role,
    callId: 'call-1',
    mediaFlowing: mediaSince !== null,
    mediaSince: mediaSince === null ? null : Timestamp.fromMillis(mediaSince),
    audioMuted: false,
    videoOff: false,
    lastSeen: Timestamp.fromMillis(lastSeen),
    left,
  };
}

const presencePath = (appointmentId: string, uid: string) => `appointments/${appointmentId}/visitPresence/${uid}`;

/**
 * One heartbeat written, as the participant's client would (stamped with the server's time, here an instant of the
 * test's choosing); with media, waits until the trigger took it (heartbeats come 10 s apart, each after the one before).
 */
async function beat(appointmentId: string, uid: string, role: VisitRole, at: number, mediaSince: number | null, left = false) {
  await adminDb.doc(presencePath(appointmentId, uid)).set(presenceDoc({ uid, role, mediaSince, lastSeen: at, left }));
  if (mediaSince === null) return;
  await visitWhen(appointmentId, (visit) => visit?.status === 'ended' || (visit?.mediaRuns[uid]?.[String(mediaSince)] ?? 0) >= at);
}

/** Heartbeats of one participant with media every 10 s from `from` to `to` (ms after `base`), one run since `from`. */
async function beats(appointmentId: string, uid: string, role: VisitRole, base: number, from: number, to: number) {
  for (let at = from; at <= to; at += 10 * S) await beat(appointmentId, uid, role, base + at, base + from);
}

const contactsOf = async (appointmentId: string) => (await adminDb.collection('rtmContacts').where('appointmentId', '==', appointmentId).get()).docs;

/** A participant's part of a scripted call, in seconds after `base`. */
interface Part {
  uid: string;
  role: VisitRole;
  /** the heartbeats before media flows (joining, waiting), and between runs */
  without?: number[];
  /** media runs: heartbeats every 10 s from `from` while at most `to`, and one at `last` (a hang-up's last heartbeat) */
  runs: { from: number; to: number; last?: number }[];
  /** the write that leaves (none: the tab closed without a word) */
  leftAt?: number;
}

/** Every presence write of a participant's part, in the order written. */
function snapshotsOf(base: number, part: Part): Snapshot[] {
  const { uid, role } = part;
  const out: Snapshot[] = (part.without ?? []).map((at) => ({ uid, role, mediaSince: null, lastSeen: base + at * S, left: false }));
  for (const run of part.runs) {
    const ats = [];
    for (let at = run.from; at <= run.to; at += 10) ats.push(at);
    if (run.last !== undefined) ats.push(run.last);
    out.push(...ats.map((at) => ({ uid, role, mediaSince: base + run.from * S, lastSeen: base + at * S, left: false })));
  }
  if (part.leftAt !== undefined) out.push({ uid, role, mediaSince: null, lastSeen: base + part.leftAt * S, left: true });
  return out.sort((a, b) => a.lastSeen - b.lastSeen);
}

/** A participant's presence as it stays after the call: his last write. */
const lastOf = (snapshots: readonly Snapshot[], uid: string) => snapshots.filter((s) => s.uid === uid).at(-1)!;

/** Writes both participants' presences as they are at the end of the scenario (the trigger takes them too). */
async function writeCurrent(appointmentId: string, snapshots: readonly Snapshot[], uids: readonly string[]) {
  for (const uid of uids) await adminDb.doc(presencePath(appointmentId, uid)).set(presenceDoc(lastOf(snapshots, uid)));
}

type Random = () => number;

/** A seed for the run's random orders (EVENT_ORDER_SEED replays one), named in the failure of anything under it. */
async function withSeed(run: (random: Random) => Promise<void>): Promise<void> {
  const seed = eventOrderSeed();
  try {
    await run(seededRandom(seed));
  } catch (error) {
    throw new Error(`seed ${seed} (EVENT_ORDER_SEED=${seed} replays it): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** One delivery of the trigger, late by 40 to 180 s; a failed one is run again, as `retry: true` makes Cloud Functions do. */
async function deliver(appointmentId: string, snapshot: Snapshot, random: Random): Promise<void> {
  const now = snapshot.lastSeen + (40 + random() * 140) * S;
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordPresence(appointmentId, snapshot.uid, presenceDoc(snapshot), now);
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** Deliveries in bursts of one to three at once, in the order given. */
async function deliverGrouped(appointmentId: string, snapshots: readonly Snapshot[], random: Random): Promise<void> {
  for (let i = 0; i < snapshots.length; ) {
    const burst = snapshots.slice(i, i + 1 + Math.floor(random() * 3));
    await Promise.all(burst.map((snapshot) => deliver(appointmentId, snapshot, random)));
    i += burst.length;
  }
}

/**
 * A random part of the snapshots whose evidence another kept snapshot, or the participant's presence as it stays,
 * still holds (the same run seen as late or later; a snapshot without media holds none): what may be lost and made
 * good again.
 */
function droppable(snapshots: readonly Snapshot[], current: readonly Snapshot[], random: Random): Set<Snapshot> {
  const dropped = new Set<Snapshot>();
  for (const snapshot of shuffle(snapshots, random)) {
    if (random() < 0.5) continue;
    const heldElsewhere = [...snapshots.filter((other) => other !== snapshot && !dropped.has(other)), ...current].some(
      (other) => other.uid === snapshot.uid && other.mediaSince === snapshot.mediaSince && other.lastSeen >= snapshot.lastSeen,
    );
    if (snapshot.mediaSince === null || heldElsewhere) dropped.add(snapshot);
  }
  return dropped;
}

/** A value with Timestamps as ms and the appointment's id as <visit>: what two visits of one scenario must share. */
function comparable(value: unknown, appointmentId: string): unknown {
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key: string, inner: unknown) {
    const original = this[key];
    return original instanceof Timestamp ? original.toMillis() : inner;
  });
  return JSON.parse(text.replaceAll(appointmentId, '<visit>')) as unknown;
}

/** What a visit left: its record, its contacts (without the audit's id and the time written), their time entries. */
async function outcomeOf(appointmentId: string) {
  const visit = await visitOf(appointmentId);
  const contacts = (await contactsOf(appointmentId)).map((doc) => {
    const { auditId: _auditId, recordedAt: _recordedAt, ...contact } = doc.data() as RtmContact;
    return contact;
  });
  const entries = [];
  for (const contact of contacts) {
    const [monthId, entryId] = String(contact.entryRef).split('/');
    const { updatedAt: _updatedAt, ...entry } = ((await adminDb.doc(`managementTime/${monthId}`).get()).data() as ManagementMonth).entries[entryId];
    entries.push(entry);
  }
  return comparable({ visit, contacts, entries }, appointmentId) as { visit: VideoVisit; contacts: RtmContact[]; entries: ManagementMonth['entries'][string][] };
}

describe('issueTurnCredentials', () => {
  it('gives each participant STUN and TURN servers with a credential of expiry:uid signed with the shared secret', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const secret = readLocalSecrets().get('TURN_SHARED_SECRET')!;
    for (const client of [doctor, patient]) {
      const before = Math.floor(Date.now() / 1000);
      const { iceServers, expiresAt } = await call(client, 'issueTurnCredentials', { appointmentId });
      const turn = iceServers.find((server) => server.urls.some((url) => url.startsWith('turn:')))!;
      expect(turn.urls).toEqual([expect.stringMatching(/^turn:127\.0\.0\.1:\d+\?transport=udp$/), expect.stringMatching(/^turn:127\.0\.0\.1:\d+\?transport=tcp$/)]);
      expect(iceServers.some((server) => server.urls.some((url) => url.startsWith('stun:')))).toBe(true);
      const [expiry, uid] = turn.username!.split(':');
      expect(uid).toBe(client.uid);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + TURN_CREDENTIAL_TTL_SECONDS);
      expect(Number(expiry)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + TURN_CREDENTIAL_TTL_SECONDS);
      expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username!).digest('base64'));
      expect(Date.parse(expiresAt)).toBe(Number(expiry) * 1000);
    }
  }, SLOW);

  it('refuses a third account, a patient outside the window, a doctor whose care ended, and an appointment in person', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const third = await patientClient();
    const otherDoctor = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
    expect(await refusalOf(call(third, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(otherDoctor, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });

    const later = await visitPair(Date.now() + 20 * MINUTE);
    const earlier = await visitPair(Date.now() - 65 * MINUTE);
    for (const pair of [later, earlier]) {
      expect(await refusalOf(call(pair.patient, 'issueTurnCredentials', { appointmentId: pair.appointmentId }))).toMatchObject({ code: 'functions/failed-precondition' });
    }

    await arrangeCare(patient.uid, doctor.uid, 'ended');
    expect(await refusalOf(call(doctor, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(patient, 'issueTurnCredentials', { appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });

    const inPerson = await visitPair(Date.now(), false);
    expect(await refusalOf(call(inPerson.doctor, 'issueTurnCredentials', { appointmentId: inPerson.appointmentId }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(doctor, 'issueTurnCredentials', { appointmentId: 'no-such-appointment' }))).toMatchObject({ code: 'functions/permission-denied' });
  }, SLOW);
});

describe('the visit record, through its trigger', () => {
  it('makes one server video contact of the overlap of both presences, with its time entry, when both have left', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    // heartbeats ahead of the clock, so none is stale before the participants leave
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 120 * S), beats(appointmentId, patient.uid, 'patient', base, 30 * S, 150 * S)]);
    await beat(appointmentId, doctor.uid, 'doctor', base + 125 * S, null, true);
    await beat(appointmentId, patient.uid, 'patient', base + 155 * S, null, true);

    const visit = await visitWhen(appointmentId, (v) => v?.status === 'ended');
    expect(visit).toMatchObject({ connectedSeconds: 90, interactive: true, contactId: `video_${appointmentId}`, doctorId: doctor.uid, patientId: patient.uid });
    expect(visit?.mediaRuns).toEqual({ [doctor.uid]: { [String(base)]: base + 120 * S }, [patient.uid]: { [String(base + 30 * S)]: base + 150 * S } });
    expect(visit?.endedAt?.toMillis()).toBe(base + 150 * S);

    const contacts = await contactsOf(appointmentId);
    expect(contacts.map((d) => d.id)).toEqual([`video_${appointmentId}`]);
    const contact = contacts[0].data() as RtmContact;
    expect(contact).toMatchObject({ doctorId: doctor.uid, patientId: patient.uid, seconds: 90, kind: 'video', source: 'server', appointmentId, inCare: true, entryRef: visit?.entryRef });
    expect(contact.start.toMillis()).toBe(base + 30 * S);
    const [monthId, entryId] = String(contact.entryRef).split('/');
    const month = (await adminDb.doc(`managementTime/${monthId}`).get()).data();
    expect(month?.entries[entryId]).toMatchObject({ seconds: 90, source: 'server', interactive: true });
    const audit = (await adminDb.doc(`auditLog/${contact.auditId}`).get()).data();
    expect(audit).toMatchObject({ action: 'rtm.contactRecorded', actorUid: 'system', patientUid: patient.uid, target: { collection: 'rtmContacts', id: `video_${appointmentId}` } });

    // a heartbeat without media after the end, and the job re-run, write nothing more
    await adminDb.doc(presencePath(appointmentId, patient.uid)).update({ lastSeen: Timestamp.fromMillis(base + 200 * S), left: false });
    await runScheduledJob('closeVideoVisits', new Date(base + 10 * MINUTE));
    expect((await contactsOf(appointmentId)).length).toBe(1);
    expect(await visitOf(appointmentId)).toMatchObject({ connectedSeconds: 90, status: 'ended' });
  }, SLOW);

  it('ends a visit whose participants went silent once, however often the job runs', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 100 * S), beats(appointmentId, patient.uid, 'patient', base, 0, 80 * S)]);
    expect((await visitWhen(appointmentId, (v) => Boolean(v)))?.status).toBe('open');
    // still open while the heartbeats are recent
    await runScheduledJob('closeVideoVisits', new Date(base + 100 * S));
    expect((await visitOf(appointmentId))?.status).toBe('open');

    const silent = new Date(base + 5 * MINUTE);
    await Promise.all([runScheduledJob('closeVideoVisits', silent), runScheduledJob('closeVideoVisits', silent)]);
    await runScheduledJob('closeVideoVisits', silent);
    expect(await visitOf(appointmentId)).toMatchObject({ status: 'ended', connectedSeconds: 80, interactive: true });
    const contacts = await contactsOf(appointmentId);
    expect(contacts.length).toBe(1);
    expect(contacts[0].get('seconds')).toBe(80);
  }, SLOW);

  it('records a call under a minute as not interactive, without a contact or time entry', async () => {
    const { doctor, patient, appointmentId } = await visitPair();
    const base = Date.now() + MINUTE;
    await Promise.all([beats(appointmentId, doctor.uid, 'doctor', base, 0, 50 * S), beats(appointmentId, patient.uid, 'patient', base, 20 * S, 60 * S)]);
    await beat(appointmentId, doctor.uid, 'doctor', base + 55 * S, null, true);
    await beat(appointmentId, patient.uid, 'patient', base + 65 * S, null, true);
    const visit = await visitWhen(appointmentId, (v) => v?.status === 'ended');
    expect(visit).toMatchObject({ connectedSeconds: 30, interactive: false, contactId: null, entryRef: null });
    expect(await contactsOf(appointmentId)).toEqual([]);
  }, SLOW);
});

describe('the visit record, whatever the order of its deliveries (issue 48)', () => {
  it('gives one server contact within 15 s of a 120 s call delivered late, in bursts, out of order, twice, or partly lost and reconciled', async () => {
    const { doctor, patient } = await visitPair();
    const at = Date.now();
    // Heartbeats ahead of the clock, so the trigger of the presences written (the emulator's, at its own time) never
    // finds them stale: only the deliveries' own instants end the visit.
    const base = at + MINUTE;
    // The doctor's media flows 0–130 s; the patient's 2–75 s, then after a reconnect 82 s until his tab closes at 131 s
    // without a word (his presence stays at his last heartbeat); the doctor's media stops with it, he hangs up at 150 s.
    // Connected: 73 + 48 = 121 s; the heartbeats show 70 + 40 = 110 s (each run counts to its last heartbeat).
    const snapshots = [
      ...snapshotsOf(base, { uid: doctor.uid, role: 'doctor', without: [-3, 137], runs: [{ from: 0, to: 130 }], leftAt: 150 }),
      ...snapshotsOf(base, { uid: patient.uid, role: 'patient', without: [-1, 78], runs: [{ from: 2, to: 75 }, { from: 82, to: 130 }] }),
    ];
    const connected = 121;
    const current = [lastOf(snapshots, doctor.uid), lastOf(snapshots, patient.uid)];
    const window = videoVisitWindow(at);
    const runs = (uid: string) => mergeRuns(...[...snapshots, ...current].filter((s) => s.uid === uid).map((s) => presenceRun(presenceDoc(s))));
    const expected = visitConnection(runs(doctor.uid), runs(patient.uid), window);
    expect(expected).toEqual({ connectedSeconds: 110, start: base + 2 * S, lastMedia: base + 130 * S });
    const afterwards = new Date(base + 10 * MINUTE);

    await withSeed(async (random) => {
      const writeCurrentOf = (id: string) => writeCurrent(id, snapshots, [doctor.uid, patient.uid]);
      // Late: every presence was written before the first delivery.
      const late = (order: () => Snapshot[]) => async (id: string) => {
        await writeCurrentOf(id);
        await deliverGrouped(id, order(), random);
      };
      const variants: Record<string, (appointmentId: string) => Promise<void>> = {
        'in order': async (id) => {
          await writeCurrentOf(id);
          for (const snapshot of snapshots) await deliver(id, snapshot, random);
        },
        shuffled: late(() => shuffle(snapshots, random)),
        'each twice': late(() => shuffle([...snapshots, ...snapshots], random)),
        // The presences' last writes come after the deliveries kept, and what the lost ones held is in those only.
        'some lost, then reconciled': async (id) => {
          const lost = droppable(snapshots, current, random);
          await deliverGrouped(id, shuffle(snapshots.filter((s) => !lost.has(s)), random), random);
          await writeCurrentOf(id);
        },
      };
      const outcomes: Record<string, Awaited<ReturnType<typeof outcomeOf>>> = {};
      for (const [name, deliverAll] of Object.entries(variants)) {
        const appointmentId = await appointmentOf(doctor.uid, patient.uid, at);
        await deliverAll(appointmentId);
        // the minute job, then the reconcile job: nothing is left to set right but what was lost
        await closeStaleVisits(afterwards);
        const fixes = await reconcileVisit(appointmentId);
        if (name !== 'some lost, then reconciled') expect(fixes, name).toEqual([]);
        expect(await reconcileVisit(appointmentId), name).toEqual([]);
        outcomes[name] = await outcomeOf(appointmentId);
      }

      const reference = outcomes['in order'];
      expect(reference.visit).toMatchObject({
        status: 'ended',
        endedAt: expected.lastMedia,
        connectedSeconds: expected.connectedSeconds,
        interactive: true,
        contactId: 'video_<visit>',
      });
      expect(reference.contacts).toHaveLength(1);
      expect(reference.contacts[0]).toMatchObject({ source: 'server', kind: 'video', seconds: expected.connectedSeconds, start: expected.start });
      expect(Math.abs(reference.contacts[0].seconds - connected)).toBeLessThanOrEqual(15);
      expect(reference.entries).toEqual([expect.objectContaining({ seconds: expected.connectedSeconds, source: 'server', interactive: true })]);
      for (const [name, outcome] of Object.entries(outcomes)) expect(outcome, name).toEqual(reference);
    });
  }, SLOW);

  it('gives no contact for a 10 s call, whatever the order', async () => {
    const { doctor, patient } = await visitPair();
    const base = Date.now() + MINUTE;
    const snapshots = [
      ...snapshotsOf(base, { uid: doctor.uid, role: 'doctor', runs: [{ from: 0, to: 10, last: 12 }], leftAt: 13 }),
      ...snapshotsOf(base, { uid: patient.uid, role: 'patient', runs: [{ from: 2, to: 12 }], leftAt: 14 }),
    ];
    await withSeed(async (random) => {
      const appointmentId = await appointmentOf(doctor.uid, patient.uid, base - MINUTE);
      await deliverGrouped(appointmentId, shuffle([...snapshots, ...snapshots], random), random);
      await closeStaleVisits(new Date(base + 10 * MINUTE));
      expect(await visitOf(appointmentId)).toMatchObject({ status: 'ended', connectedSeconds: 10, interactive: false, contactId: null, entryRef: null });
      expect(await contactsOf(appointmentId)).toEqual([]);
      expect(await reconcileVisit(appointmentId)).toEqual([]);
    });
  }, SLOW);

  /** A call of 69 s connected that ended, then the same appointment's call redialled: 57 s more. */
  async function redialled(closeMonthBetween: boolean) {
    const { doctor, patient } = await visitPair();
    const at = Date.now();
    const base = at + MINUTE;
    const appointmentId = await appointmentOf(doctor.uid, patient.uid, at);
    const uids = [doctor.uid, patient.uid];
    const first = [
      ...snapshotsOf(base, { uid: doctor.uid, role: 'doctor', runs: [{ from: 0, to: 70 }], leftAt: 71 }),
      ...snapshotsOf(base, { uid: patient.uid, role: 'patient', runs: [{ from: 1, to: 61, last: 70.5 }], leftAt: 71 }),
    ];
    const second = [
      ...snapshotsOf(base, { uid: doctor.uid, role: 'doctor', without: [198], runs: [{ from: 200, to: 260 }], leftAt: 261 }),
      ...snapshotsOf(base, { uid: patient.uid, role: 'patient', runs: [{ from: 203, to: 253, last: 260.5 }], leftAt: 261 }),
    ];
    await withSeed(async (random) => {
      await writeCurrent(appointmentId, first, uids);
      await deliverGrouped(appointmentId, shuffle(first, random), random);
      const ended = await visitOf(appointmentId);
      expect(ended).toMatchObject({ status: 'ended', connectedSeconds: 69, contactId: `video_${appointmentId}` });
      expect(ended?.endedAt?.toMillis()).toBe(base + 70.5 * S);
      const [contact] = await contactsOf(appointmentId);
      expect(contact.data()).toMatchObject({ seconds: 69, start: Timestamp.fromMillis(base + 1 * S) });

      if (closeMonthBetween) {
        const month = new Date(at).toISOString().slice(0, 7);
        const from = Date.parse(`${month}-01T00:00:00Z`);
        const to = new Date(from).setUTCMonth(new Date(from).getUTCMonth() + 1);
        await adminDb.doc(`rtmMonthClosures/${doctor.uid}_${month}`).set({
          doctorId: doctor.uid,
          month,
          timeZone: 'UTC',
          from: Timestamp.fromMillis(from),
          to: Timestamp.fromMillis(to),
          closedAt: Timestamp.now(),
          closedBy: doctor.uid,
          totals: {},
          lineCount: 1,
          auditId: 'closure-audit',
        });
      }

      // The doctor dials again: his first heartbeat with media, delivered at once, opens the visit again.
      const redial = second.find((s) => s.uid === doctor.uid && s.mediaSince !== null)!;
      await adminDb.doc(presencePath(appointmentId, doctor.uid)).set(presenceDoc(redial));
      await recordPresence(appointmentId, doctor.uid, presenceDoc(redial), redial.lastSeen + S);
      expect(await visitOf(appointmentId)).toMatchObject({ status: 'open', endedAt: null, contactId: `video_${appointmentId}` });

      await writeCurrent(appointmentId, second, uids);
      await deliverGrouped(appointmentId, shuffle(second, random), random);
      const visit = await visitOf(appointmentId);
      expect(visit).toMatchObject({ status: 'ended', connectedSeconds: 69 + 57, contactId: `video_${appointmentId}` });
      expect(visit?.endedAt?.toMillis()).toBe(base + 260.5 * S);
      const contacts = await contactsOf(appointmentId);
      expect(contacts.map((doc) => doc.id)).toEqual([`video_${appointmentId}`]);
      const seconds = closeMonthBetween ? 69 : 69 + 57;
      expect(contacts[0].data()).toMatchObject({ seconds, start: Timestamp.fromMillis(base + 1 * S), source: 'server' });
      const [monthId, entryId] = String(contacts[0].get('entryRef')).split('/');
      expect(((await adminDb.doc(`managementTime/${monthId}`).get()).data() as ManagementMonth).entries[entryId]).toMatchObject({ seconds });
      if (!closeMonthBetween) {
        const audit = (await adminDb.doc(`auditLog/${contacts[0].get('auditId')}`).get()).data();
        expect(audit).toMatchObject({ action: 'rtm.contactRecorded', actorUid: 'system', changes: { seconds: { after: 126 } } });
      }
      expect(await reconcileVisit(appointmentId)).toEqual([]);
    });
  }

  it('reopens a visit that ended when the call is redialled, and its contact and time entry take the new seconds', () => redialled(false), SLOW);

  it('reopens it too in a month the doctor has closed, but leaves the contact and time entry as they were', () => redialled(true), SLOW);

  it('reconcileVisit sets right what differs from the stored runs, one fix per field, and then finds nothing', async () => {
    const { doctor, patient } = await visitPair();
    const base = Date.now() + MINUTE;
    const appointmentId = await appointmentOf(doctor.uid, patient.uid, base - MINUTE);
    const snapshots = [
      ...snapshotsOf(base, { uid: doctor.uid, role: 'doctor', runs: [{ from: 0, to: 90 }], leftAt: 91 }),
      ...snapshotsOf(base, { uid: patient.uid, role: 'patient', runs: [{ from: 0, to: 90 }], leftAt: 91 }),
    ];
    await withSeed(async (random) => deliverGrouped(appointmentId, shuffle(snapshots, random), random));
    const visitRef = adminDb.doc(`videoVisits/${appointmentId}`);
    const healthy = await visitRef.get();
    expect(healthy.data()).toMatchObject({ status: 'ended', connectedSeconds: 90 });
    expect(await reconcileVisit(appointmentId)).toEqual([]);
    expect((await visitRef.get()).updateTime?.isEqual(healthy.updateTime!)).toBe(true);

    const contactRef = adminDb.doc(`rtmContacts/video_${appointmentId}`);
    const [monthId, entryId] = String(healthy.get('entryRef')).split('/');
    const monthRef = adminDb.doc(`managementTime/${monthId}`);
    const entry = (await monthRef.get()).get(`entries.${entryId}`) as ManagementMonth['entries'][string];
    await visitRef.update({ connectedSeconds: 5 });
    await contactRef.update({ seconds: 30 });
    await monthRef.update({ [`entries.${entryId}`]: FieldValue.delete() });

    const fixes = await reconcileVisit(appointmentId);
    expect(fixes).toHaveLength(3);
    expect(fixes).toEqual(
      expect.arrayContaining([
        { collection: 'videoVisits', document: appointmentId, field: 'connectedSeconds', before: 5, after: 90 },
        { collection: 'rtmContacts', document: `video_${appointmentId}`, field: 'seconds', before: 30, after: 90 },
        expect.objectContaining({ collection: 'managementTime', document: monthId, field: `entries.${entryId}`, before: null }),
      ]),
    );
    expect(await visitOf(appointmentId)).toMatchObject({ connectedSeconds: 90 });
    expect((await contactRef.get()).get('seconds')).toBe(90);
    expect((await monthRef.get()).get(`entries.${entryId}`)).toMatchObject({ seconds: entry.seconds, start: entry.start, reason: entry.reason });
    expect(await reconcileVisit(appointmentId)).toEqual([]);
  }, SLOW);
});
