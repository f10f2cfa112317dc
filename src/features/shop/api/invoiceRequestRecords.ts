import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import { invoiceRequestEmailId } from '@rehab/model/invoiceRequestMail';
import { invoiceRequestEmail, invoiceRequestRecord, type InvoiceRequestValues } from '../logic/invoiceRequest';

/**
 * Files an invoice request: invoiceRequests/{id} and, in the same batch, the
 * e-mail that tells the staff (emails/invoice-{id}, delivered by the e-mail
 * function). Both are written or neither. Answers the request's id.
 */
export async function fileInvoiceRequest(uid: string, values: InvoiceRequestValues): Promise<string> {
  const request = doc(col('invoiceRequests'));
  const record = invoiceRequestRecord(uid, values);
  const batch = writeBatch(db);
  batch.set(request, { ...record, date: serverTimestamp() } as never);
  batch.set(docRef('emails', invoiceRequestEmailId(request.id)), invoiceRequestEmail(request.id, record));
  await batch.commit();
  return request.id;
}
