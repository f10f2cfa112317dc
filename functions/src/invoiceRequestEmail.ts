import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Email, InvoiceRequest } from '../../src/lib/model/collections';
import { db } from './admin';

/**
 * Who receives invoice requests: STAFF_EMAIL; in the emulator the demo admin
 * (whose inbox is the local mail sink) when it is not set.
 */
export function staffEmail(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.STAFF_EMAIL || (env.FUNCTIONS_EMULATOR === 'true' ? 'admin@demo.test' : undefined);
}

export function invoiceRequestEmail(id: string, request: InvoiceRequest, to: string): Email {
  return {
    to,
    message: {
      subject: `Invoice request: Knee Sleeve (${request.size}) for ${request.firstName} ${request.lastName}`,
      text: [
        `Request ${id}`,
        '',
        `Name: ${request.firstName} ${request.lastName}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone}`,
        `Occupation: ${request.occupation}`,
        `Address: ${request.address}`,
        `Size: ${request.size}`,
        `Purpose: ${request.purpose}`,
        `Details: ${request.details}`,
        `Heard about us through: ${request.how.join(', ')}`,
      ].join('\n'),
    },
  };
}

/**
 * A new invoice request (written by the customer's form) is e-mailed to staff
 * through the emails queue, which clients may not use for this themselves.
 * The e-mail's id is the request's, so a redelivered trigger sends nothing twice.
 */
export const queueInvoiceRequestEmail = onDocumentCreated('invoiceRequests/{requestId}', async (event) => {
  const request = event.data?.data() as InvoiceRequest | undefined;
  if (!request) return;
  const to = staffEmail();
  if (!to) {
    logger.error('STAFF_EMAIL is not set: invoice requests are stored but not e-mailed', { requestId: event.params.requestId });
    return;
  }
  try {
    await db.collection('emails').doc(`invoice-request-${event.params.requestId}`).create(invoiceRequestEmail(event.params.requestId, request, to));
  } catch (error) {
    if ((error as { code?: number }).code !== 6) throw error; // 6: ALREADY_EXISTS, queued by an earlier delivery
  }
});
