import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
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
 *
 * The trigger is retried, and a document is sent once: a delivery claims it in
 * a transaction as a lease (PROCESSING until `leaseExpireTime`), so a retry or
 * a second delivery of the event finds it SUCCESS (and stops) or leased (and
 * fails, to be retried once the lease is over: if its holder died before
 * sending, the retry sends it). Only a holder dying between the SMTP server's
 * answer and the record of SUCCESS leaves a second send to its retry; the
 * message keeps its Message-ID then, by which mail systems drop the copy.
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

/** How long a delivery's claim holds: beyond one SMTP exchange (the transport's timeouts below) and the function's timeout. */
const DELIVERY_LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The domain of the sender's address ('Texavie <no-reply@texavie.local>' -> 'texavie.local'). */
function messageIdDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'texavie.local';
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

/** A delivery's hold on the document: the attempt that took the lease. */
interface Claim {
  email: QueuedEmail;
  attempt: number;
}

/**
 * Takes the document's lease: returns the e-mail to send with this attempt's number, or null to leave it alone (sent,
 * failed for good, or with a delivery record of its own, as documents imported with one); throws while another
 * delivery's lease is live, so that this one is retried after it.
 */
async function claim(ref: DocumentReference<Email>): Promise<Claim | null> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const email = snapshot.data();
    const delivery = email?.delivery;
    if (!email) return null;
    if (delivery && delivery.state !== 'PENDING') {
      if (delivery.state !== 'PROCESSING' || !delivery.leaseExpireTime) return null;
      if (delivery.leaseExpireTime.toMillis() > Date.now()) throw new Error(`emails/${ref.id} is being delivered: retried after its lease`);
    }
    const now = Timestamp.now();
    const attempt = (delivery?.attempts ?? 0) + 1;
    transaction.update(ref, {
      delivery: {
        startTime: delivery?.startTime ?? now,
        state: 'PROCESSING',
        attempts: attempt,
        error: null,
        leaseExpireTime: Timestamp.fromMillis(now.toMillis() + DELIVERY_LEASE_MS),
      },
    });
    return { email, attempt };
  });
}

/** gRPC's ABORTED: a transaction that lost to another on the same document. */
const ABORTED = 10;

/** How often a final record is tried again when its transaction loses to others on the same document. */
const SETTLE_ATTEMPTS = 5;

/**
 * Records how the attempt ended, unless a later attempt took the document over meanwhile (its holder outlived its
 * lease): that attempt's record is the one that stands. A record lost to contention (ABORTED) is tried again: once
 * the mail is out, a failed function would be retried after its lease and send it a second time.
 */
async function settle(ref: DocumentReference<Email>, attempt: number, outcome: Record<string, unknown>): Promise<void> {
  for (let tried = 1; ; tried += 1) {
    try {
      await db.runTransaction(async (transaction) => {
        const delivery = (await transaction.get(ref)).data()?.delivery;
        if (delivery?.state !== 'PROCESSING' || delivery.attempts !== attempt) return;
        transaction.update(ref, { 'delivery.endTime': Timestamp.now(), 'delivery.leaseExpireTime': FieldValue.delete(), ...outcome });
      });
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ABORTED || tried === SETTLE_ATTEMPTS) throw error;
    }
  }
}

export const deliverEmail = onDocumentCreated({ document: 'emails/{emailId}', retry: true }, async (event) => {
  if (!event.data) return;
  const ref = docRef('emails', event.params.emailId);
  const claimed = await claim(ref);
  if (!claimed) return;

  const mail = outgoingMail(claimed.email);
  if ('error' in mail) {
    await settle(ref, claimed.attempt, { 'delivery.state': 'ERROR', 'delivery.error': mail.error });
    return;
  }

  const { host, port, from, startTls } = smtpSettings();
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: !startTls, ...SMTP_TIMEOUTS });
  // The same Message-ID on every attempt: a copy sent again after a lost record is recognisably the same message.
  const sent = await transport
    .sendMail({ from, ...mail, messageId: `<${event.params.emailId}@${messageIdDomain(from)}>` })
    .then((info) => ({ info }), (error: unknown) => ({ error }))
    .finally(() => transport.close());
  if ('error' in sent) {
    const message = sent.error instanceof Error ? sent.error.message : String(sent.error);
    logger.error('E-mail delivery failed', { emailId: event.params.emailId, error: message });
    await settle(ref, claimed.attempt, { 'delivery.state': 'ERROR', 'delivery.error': message });
    return;
  }
  // Only the SMTP exchange decides ERROR: a record that fails after it leaves the lease to a retry, never ERROR.
  await settle(ref, claimed.attempt, {
    'delivery.state': 'SUCCESS',
    'delivery.info': { messageId: sent.info.messageId, accepted: sent.info.accepted.map(String), rejected: sent.info.rejected.map(String) },
  });
});
