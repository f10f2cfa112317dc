import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';

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

/** Waits until the queued e-mail's delivery reaches a final state, and returns that record. */
async function finalDelivery(id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const delivery = (await adminDb.doc(`emails/${id}`).get()).get('delivery') as Record<string, unknown> | undefined;
    if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') return delivery;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('deliverEmail (the emails queue)', () => {
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
});
