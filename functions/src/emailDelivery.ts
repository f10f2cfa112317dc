import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import type { Email } from '@rehab/model/collections';
import { db } from './admin';
import { docRef } from './lib/collections';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';

/**
 * The `emails` collection is an outgoing queue, delivered like the Trigger
 * Email extension does: each new document is sent over SMTP and its
 * `delivery` field records the state (PROCESSING, then SUCCESS or ERROR).
 * Locally the SMTP server is the mail sink started with the emulators.
 */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    host: env.SMTP_HOST || '127.0.0.1',
    port: Number(env.SMTP_PORT || BASE_PORTS.smtp),
    from: env.SMTP_FROM || 'Texavie <no-reply@texavie.local>',
    /** STARTTLS only when asked for: the local sink offers it with a self-signed certificate. */
    startTls: env.SMTP_STARTTLS === 'true',
  };
}

interface QueuedEmail {
  to?: unknown;
  message?: { subject?: unknown; text?: unknown };
  delivery?: { state?: string };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail to send for a queued document, or why it cannot be sent. */
export function outgoingMail(email: QueuedEmail): OutgoingMail | { error: string } {
  const { to, message } = email;
  if (typeof to !== 'string' || to.trim() === '') return { error: 'The e-mail has no recipient (to).' };
  if (!message || typeof message.subject !== 'string' || typeof message.text !== 'string') {
    return { error: 'The e-mail has no message {subject, text}.' };
  }
  return { to, subject: message.subject, text: message.text };
}

/**
 * Marks the document as being processed, unless it already has a delivery
 * record (documents imported with one, or a trigger delivered twice).
 * Returns the e-mail to send, or null to leave it alone.
 */
async function claim(ref: DocumentReference<Email>): Promise<QueuedEmail | null> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const email = snapshot.data();
    if (!email || (email.delivery && email.delivery.state !== 'PENDING')) return null;
    transaction.update(ref, {
      delivery: { startTime: Timestamp.now(), state: 'PROCESSING', attempts: 1, error: null },
    });
    return email;
  });
}

export const deliverEmail = onDocumentCreated('emails/{emailId}', async (event) => {
  if (!event.data) return;
  const ref = docRef('emails', event.params.emailId);
  const email = await claim(ref);
  if (!email) return;

  const mail = outgoingMail(email);
  if ('error' in mail) {
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.endTime': Timestamp.now(), 'delivery.error': mail.error });
    return;
  }

  const { host, port, from, startTls } = smtpSettings();
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: !startTls });
  try {
    const info = await transport.sendMail({ from, ...mail });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.now(),
      'delivery.info': { messageId: info.messageId, accepted: info.accepted.map(String), rejected: info.rejected.map(String) },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('E-mail delivery failed', { emailId: event.params.emailId, error: message });
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.endTime': Timestamp.now(), 'delivery.error': message });
  } finally {
    transport.close();
  }
});
