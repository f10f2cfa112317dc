/**
 * The e-mail that tells the staff about a new invoice request. The patient's
 * page queues it in `emails` in the same batch as invoiceRequests/{id}; the
 * rules let a patient queue exactly this one e-mail: id `invoice-{id}` of a
 * request of their own created in that batch, addressed to this mailbox.
 */
export const INVOICE_REQUESTS_MAILBOX = 'sales@texavie.com';

/** The queued e-mail's document id for invoiceRequests/{requestId}. */
export function invoiceRequestEmailId(requestId: string): string {
  return `invoice-${requestId}`;
}
