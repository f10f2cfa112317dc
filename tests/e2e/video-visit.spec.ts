/**
 * Video visits (issue 33) in two browser contexts with Chromium's fake camera and microphone: the demo doctor starts
 * the visit of an online appointment made now, the demo patient joins on a phone; each side decodes the other's video
 * and receives its audio (counted by getStats on the page's peer connection: the end-to-end build exposes it), sees
 * the other muted and with the camera off, and the end of the call; a call of more than a minute is a real-time
 * interactive contact of the patient's month. Once more with relay candidates only, through the local TURN server,
 * with the patient reloading his page mid-call: about two minutes connected in all make exactly one `server` contact
 * whose seconds are within 15 s of the time both sides had media (issue 48).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { RtmContact } from '@rehab/model/collections';
import { VIDEO_VISIT_INTERACTIVE_MIN_SECONDS } from '@rehab/model/videoVisits';
import { expect, test, type Browser, type Page } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { BLOCKING, axeViolations } from './axe';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

const doctor = DEMO_ACCOUNTS.doctor;
const patient = DEMO_ACCOUNTS.patient;
const PATIENT_NAME = `${patient.firstName} ${patient.lastName}`;
const DOCTOR_NAME = `Dr ${doctor.lastName}`;
/** The first callable of a run may wait for the functions emulator; a connection through TURN takes a few seconds. */
const CONNECTING = { timeout: EFFECT_TIMEOUT_MS };
/** How long the relay call stays connected, and how far its contact's seconds may be from that. */
const RELAY_CALL_SECONDS = 120;
const CONTACT_TOLERANCE_SECONDS = 15;

// Chromium's fake camera and microphone, granted without asking, playing sound without a gesture.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
      }),
    { scope: 'worker' },
  ],
});

interface Received {
  framesDecoded: number;
  audioPackets: number;
  /** the selected candidate pair's local candidate type ('host', 'srflx', 'relay') */
  localCandidate: string | null;
}

/** What the page's peer connection received so far, from getStats (inbound-rtp video and audio, the selected pair). */
function received(page: Page): Promise<Received> {
  return page.evaluate(async () => {
    const peer = (window as unknown as { __videoVisitPeer?: RTCPeerConnection | null }).__videoVisitPeer;
    const out = { framesDecoded: 0, audioPackets: 0, localCandidate: null as string | null };
    if (!peer) return out;
    const stats = await peer.getStats();
    const byId = new Map<string, Record<string, unknown>>();
    stats.forEach((report: Record<string, unknown>) => byId.set(report.id as string, report));
    for (const report of byId.values()) {
      if (report.type === 'inbound-rtp' && report.kind === 'video') out.framesDecoded += Number(report.framesDecoded ?? 0);
      if (report.type === 'inbound-rtp' && report.kind === 'audio') out.audioPackets += Number(report.packetsReceived ?? 0);
      if (report.type === 'transport' && report.selectedCandidatePairId) {
        const pair = byId.get(report.selectedCandidatePairId as string);
        out.localCandidate = (byId.get(pair?.localCandidateId as string)?.candidateType as string | undefined) ?? null;
      }
    }
    return out;
  });
}

async function expectNoSeriousAxeViolation(page: Page) {
  expect((await axeViolations(page)).filter((violation) => BLOCKING.includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
}

/** Media keeps flowing: decoded frames and audio packets grow between two readings. */
async function expectMediaFlowing(page: Page) {
  await expect.poll(async () => (await received(page)).framesDecoded, CONNECTING).toBeGreaterThan(0);
  const first = await received(page);
  await expect.poll(async () => (await received(page)).framesDecoded).toBeGreaterThan(first.framesDecoded);
  await expect.poll(async () => (await received(page)).audioPackets).toBeGreaterThan(first.audioPackets);
}

async function newParticipant(browser: Browser, relay: boolean, phone: boolean) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  await context.grantPermissions(['camera', 'microphone']);
  // Test-only: honoured by the end-to-end build alone (src/features/videoVisits/logic/testSettings.ts).
  if (relay) await context.addInitScript(() => localStorage.setItem('rehab.e2e.forceRelay', '1'));
  return { context, page: await context.newPage() };
}

for (const relay of [false, true]) {
  test(`the doctor starts the visit, the patient joins on his phone: video and audio both ways, mute and camera off seen, ending ends it for both${relay ? ' (relay only, through TURN)' : ''}`, async ({ browser }) => {
    test.setTimeout(420_000);
    const appointmentId = `e2e-visit-${randomUUID()}`;
    const { db } = admin();
    await db.doc(`appointments/${appointmentId}`).set({
      isOnline: true,
      doctorID: doctor.uid,
      userID: patient.uid,
      datetime: Timestamp.fromMillis(Date.now()),
      location: 'https://meet.example.com/abc-defg-hij',
      inCare: true,
    });
    const doctorSide = await newParticipant(browser, relay, false);
    const patientSide = await newParticipant(browser, relay, true);
    try {
      // The doctor starts from the patient's dashboard, the patient joins from his home page.
      await openSignedIn(doctorSide.page, doctor.email, DEMO_PASSWORD, `/patients/${patient.uid}`);
      await doctorSide.page.getByTestId('video-visits-now').locator(`a[href="/visit/${appointmentId}"]`).click();
      await openSignedIn(patientSide.page, patient.email, DEMO_PASSWORD);
      await patientSide.page.getByTestId('video-visits-now').locator(`a[href="/visit/${appointmentId}"]`).click();

      for (const { page } of [doctorSide, patientSide]) {
        await expect(page.getByTestId('prejoin-preview')).toBeVisible();
        await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
        // The pre-join check and the call are checked by axe once, in the relay run (the same pages).
        if (relay) await expectNoSeriousAxeViolation(page);
        await page.getByRole('button', { name: 'Join', exact: true }).click();
      }
      await expect(doctorSide.page.getByTestId('visit-status')).toHaveText(`${PATIENT_NAME} joined`, CONNECTING);
      await expect(patientSide.page.getByTestId('visit-status')).toHaveText(`${DOCTOR_NAME} joined`, CONNECTING);
      // The time both sides have media, as this test sees it: from both showing the other joined to the reload or the end.
      let connectedMillis = 0;
      let connectedSince = Date.now();
      await expectMediaFlowing(doctorSide.page);
      await expectMediaFlowing(patientSide.page);
      if (relay) {
        expect((await received(doctorSide.page)).localCandidate).toBe('relay');
        expect((await received(patientSide.page)).localCandidate).toBe('relay');
      }
      // The doctor sees the patient's data beside the call, under a heading that names him; the patient sees the doctor's name.
      await expect(doctorSide.page.getByRole('region', { name: `${PATIENT_NAME}'s data` })).toBeVisible();
      await expect(doctorSide.page.getByRole('heading', { name: `${PATIENT_NAME}'s data` })).toBeVisible();
      await expect(patientSide.page.getByText(`${DOCTOR_NAME} joined`)).toBeVisible();

      // Mute and camera off reach the other side.
      await patientSide.page.getByRole('button', { name: 'Mute' }).click();
      await expect(doctorSide.page.getByTestId('other-muted')).toHaveText(`${PATIENT_NAME} is muted`);
      await doctorSide.page.getByRole('button', { name: 'Turn camera off' }).click();
      await expect(patientSide.page.getByTestId('other-camera-off')).toHaveText(`${DOCTOR_NAME} turned the camera off`);
      if (relay) {
        await expectNoSeriousAxeViolation(patientSide.page);
        await expectNoSeriousAxeViolation(doctorSide.page);
      }
      await patientSide.page.getByRole('button', { name: 'Unmute' }).click();
      await expect(doctorSide.page.getByTestId('other-muted')).toBeHidden();

      if (relay) {
        // The patient reloads his page mid-call and joins again: the doctor offers anew, media flows again.
        connectedMillis += Date.now() - connectedSince;
        await patientSide.page.reload();
        // Reconnecting while the patient's last heartbeat is recent (a reload may not get its 'left' out), else waiting.
        await expect(doctorSide.page.getByTestId('visit-status')).toHaveText(new RegExp(`^(Reconnecting…|Waiting for ${PATIENT_NAME}…)$`));
        await patientSide.page.getByRole('button', { name: 'Join', exact: true }).click();
        await expect(doctorSide.page.getByTestId('visit-status')).toHaveText(`${PATIENT_NAME} joined`, CONNECTING);
        await expect(patientSide.page.getByTestId('visit-status')).toHaveText(`${DOCTOR_NAME} joined`, CONNECTING);
        connectedSince = Date.now();
        await expectMediaFlowing(doctorSide.page);
        await expectMediaFlowing(patientSide.page);
        // The call stays up until about two minutes connected in all, media still flowing at the end.
        const left = RELAY_CALL_SECONDS * 1000 - connectedMillis - (Date.now() - connectedSince);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, left)));
        await expectMediaFlowing(doctorSide.page);
        await expectMediaFlowing(patientSide.page);
      } else {
        // The call goes on until the server's record of both presences overlaps by more than a minute (the minute, and
        // then the heartbeats' triggers, which a busy emulator delivers late).
        await expect
          .poll(async () => ((await db.doc(`videoVisits/${appointmentId}`).get()).get('connectedSeconds') as number | undefined) ?? 0, {
            timeout: VIDEO_VISIT_INTERACTIVE_MIN_SECONDS * 1000 + EFFECT_TIMEOUT_MS,
            intervals: [5_000],
          })
          .toBeGreaterThan(VIDEO_VISIT_INTERACTIVE_MIN_SECONDS);
      }

      // Ending the call ends it for both.
      connectedMillis += Date.now() - connectedSince;
      await doctorSide.page.getByRole('button', { name: 'End call' }).click();
      await expect(doctorSide.page.getByTestId('visit-status')).toHaveText('The call ended');
      await expect(patientSide.page.getByTestId('visit-status')).toHaveText('The call ended');

      if (relay) {
        // Exactly one contact, made by the server, whose seconds are the connected time (the heartbeats come every 10 s,
        // so each run is counted to its last one). Heartbeats still on their way may raise it: waited for.
        const connectedSeconds = connectedMillis / 1000;
        const contacts = async () => (await db.collection('rtmContacts').where('appointmentId', '==', appointmentId).get()).docs.map((d) => d.data() as RtmContact);
        await expect
          .poll(async () => (await contacts()).map((contact) => Math.abs(contact.seconds - connectedSeconds) <= CONTACT_TOLERANCE_SECONDS), { timeout: EFFECT_TIMEOUT_MS })
          .toEqual([true]);
        expect((await contacts()).map(({ source, kind }) => ({ source, kind }))).toEqual([{ source: 'server', kind: 'video' }]);
      } else {
        // The functions end the visit and make its contact; the doctor sees it in the patient's month.
        await expect.poll(async () => (await db.doc(`videoVisits/${appointmentId}`).get()).get('contactId') as string | null, { timeout: EFFECT_TIMEOUT_MS }).toBeTruthy();
        await doctorSide.page.goto(`/monitoring/${patient.uid}/report`);
        const contact = doctorSide.page.getByTestId('report-contacts').getByRole('row').filter({ hasText: 'Video call' }).filter({ hasText: 'Held in the app' });
        await expect(contact.first()).toBeVisible();
        await expect(doctorSide.page.getByTestId('report-interactive')).toHaveText('Yes');
      }
    } finally {
      await doctorSide.context.close();
      await patientSide.context.close();
      await db.recursiveDelete(db.doc(`appointments/${appointmentId}`));
    }
  });
}
