import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';
import { deliverEmail } from '../../functions/src/emailDelivery';

/** The mail sink's REST API (maildev), started beside the emulators. */
const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? BASE_PORTS.mailWeb}/api/email`;

interface SinkMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailsTo(address: string): Promise<SinkMail[]> {
  const response = await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': address })}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as SinkMail[];
}

/** Waits until the queued e-mail's delivery reaches a final state (the trigger runs late on a busy machine), and returns that record. */
async function finalDelivery(id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const delivery = (await adminDb.doc(`emails/${id}`).get()).get('delivery') as Record<string, unknown> | undefined;
    if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') return delivery;
    if (Date.now() > deadline) throw new Error(`emails/${id} was never delivered: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The trigger's handler run again for a document, as a retry or a second delivery of its event would. */
const deliverAgain = (emailId: string) => deliverEmail.run({ params: { emailId }, data: {} } as unknown as Parameters<typeof deliverEmail.run>[0]);

describe('deliverEmail (the emails queue)', { timeout: 300_000 }, () => {
  it('sends a queued e-mail over SMTP and records a successful delivery', async () => {
    const to = `patient-${randomUUID()}@example.test`;
    const ref = await adminDb.collection('emails').add({
      to,
      message: { subject: 'Appointment cancelled', text: 'Your appointment was cancelled.' },
    });

    const delivery = await finalDelivery(ref.id);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(delivery.startTime).toBeInstanceOf(Timestamp);
    expect(delivery.endTime).toBeInstanceOf(Timestamp);

    const received = await mailsTo(to);
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe('Appointment cancelled');
    expect(received[0].text.trim()).toBe('Your appointment was cancelled.');
  });

  it('records an error for an e-mail without a message and sends nothing', async () => {
    const to = `nobody-${randomUUID()}@example.test`;
    const ref = await adminDb.collection('emails').add({ to });

    const delivery = await finalDelivery(ref.id);
    expect(delivery).toMatchObject({ state: 'ERROR', error: 'The e-mail has no message {subject, text}.' });
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('leaves alone an e-mail that already has a delivery record', async () => {
    const to = `doctor-${randomUUID()}@example.test`;
    const startTime = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
    const ref = await adminDb.collection('emails').add({
      to,
      message: { subject: 'Appointment request', text: 'Please book me in.' },
      delivery: { startTime, state: 'SUCCESS', attempts: 1 },
    });
    // A later e-mail to another address is delivered after the trigger for the first has run.
    const later = await adminDb.collection('emails').add({ to: `${to}.later`, message: { subject: 's', text: 't' } });
    await finalDelivery(later.id);

    expect((await ref.get()).get('delivery')).toEqual({ startTime, state: 'SUCCESS', attempts: 1 });
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('a retry after the e-mail went out sends nothing again', async () => {
    const to = `retried-${randomUUID()}@example.test`;
    const ref = await adminDb.collection('emails').add({ to, message: { subject: 'Your invoice', text: 'Attached.' } });
    const delivered = await finalDelivery(ref.id);
    expect(delivered).toMatchObject({ state: 'SUCCESS', attempts: 1 });

    await Promise.all([deliverAgain(ref.id), deliverAgain(ref.id)]);
    expect((await ref.get()).get('delivery')).toEqual(delivered);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('deliveries of one event running at once send it once', async () => {
    const to = `concurrent-${randomUUID()}@example.test`;
    const ref = adminDb.collection('emails').doc();
    await ref.create({ to, message: { subject: 'Appointment cancelled', text: 'At 06:15:00.' } });
    // The trigger's own delivery and four more of the same event, as a re-published event arrives.
    const runs = await Promise.allSettled(Array.from({ length: 4 }, () => deliverAgain(ref.id)));
    // The others find it leased (or lose their claim to it under contention): in production each is retried later.
    for (const run of runs) if (run.status === 'rejected') expect(String(run.reason)).toMatch(/is being delivered|ABORTED/);

    expect(await finalDelivery(ref.id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("a delivery that died after its claim is taken over once its lease is over, and sent once; a live lease is left to its holder", async () => {
    const to = `orphan-${randomUUID()}@example.test`;
    const startTime = Timestamp.fromMillis(Date.now() - 10 * 60_000);
    const orphan = await adminDb.collection('emails').add({
      to,
      message: { subject: 'Appointment moved', text: 'Now at 10:00.' },
      delivery: { startTime, state: 'PROCESSING', attempts: 1, error: null, leaseExpireTime: Timestamp.fromMillis(Date.now() - 5 * 60_000) },
    });
    expect(await finalDelivery(orphan.id)).toMatchObject({ state: 'SUCCESS', attempts: 2, startTime });
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['Appointment moved']);

    const busy = `busy-${randomUUID()}@example.test`;
    const leased = { startTime, state: 'PROCESSING', attempts: 1, error: null, leaseExpireTime: Timestamp.fromMillis(Date.now() + 5 * 60_000) };
    const held = await adminDb.collection('emails').add({ to: busy, message: { subject: 's', text: 't' }, delivery: leased });
    await expect(deliverAgain(held.id)).rejects.toThrow(/is being delivered/);
    expect((await held.get()).get('delivery')).toEqual(leased);
    expect(await mailsTo(busy)).toHaveLength(0);
  });
});
