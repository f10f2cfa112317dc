/**
 * An invoice request written by the form is e-mailed to staff through the
 * emails queue (the queueInvoiceRequestEmail trigger), once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceRequest } from '../../../src/lib/model/collections';
import { adminDb, closeClients } from '../support';
import { waitFor } from './payments';

afterAll(closeClients);

const mailApi = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? 1080}/api/email`;

describe('queueInvoiceRequestEmail', () => {
  it('e-mails a new invoice request to staff', { timeout: 90_000 }, async () => {
    const request: InvoiceRequest = {
      firstName: 'Iris',
      lastName: `Invoice${Date.now()}`,
      email: 'iris@example.test',
      phone: '+16045550100',
      occupation: 'Physiotherapist',
      address: '2150 W 4th Ave, Vancouver, BC, V6K 1N6, Canada',
      size: 'L',
      purpose: 'Clinic',
      details: 'Two sleeves for the clinic.',
      how: ['Google', 'Other'],
      uid: 'invoice-requester',
      date: Timestamp.now(),
    };
    const ref = await adminDb.collection('invoiceRequests').add(request);

    const email = adminDb.doc(`emails/invoice-request-${ref.id}`);
    const delivery = await waitFor('the delivery', async () => {
      const state = (await email.get()).get('delivery.state') as string | undefined;
      return (state === 'SUCCESS' || state === 'ERROR') && state;
    });
    expect(delivery).toBe('SUCCESS');
    const received = (await (await fetch(`${mailApi}?${new URLSearchParams({ 'to.address': 'admin@demo.test' })}`)).json()) as { subject: string; text: string }[];
    const mine = received.filter((mail) => mail.subject === `Invoice request: Knee Sleeve (L) for Iris ${request.lastName}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toContain('Heard about us through: Google, Other');
  });
});
