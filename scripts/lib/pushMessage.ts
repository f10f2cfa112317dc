/**
 * The receiving end of Web Push, as a vendor's push service and the browser behind it handle a message: the VAPID
 * token checked (RFC 8292), the body decrypted for the subscription's keys (RFC 8291, aes128gcm, RFC 8188). One
 * implementation for the tests' push service (tests/emulator/functions/pushEndpoint.ts) and the local push inbox of
 * `npm start` (scripts/lib/pushInbox.ts).
 */
import { createDecipheriv, createHmac, createPublicKey, verify, type ECDH } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A subscription's secrets, which its browser keeps: the P-256 key pair (p256dh) and the auth secret. */
export interface PushReceiverKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export interface PushMessage {
  /** the decrypted message */
  text: string;
  /** the VAPID public key the message was signed with */
  vapidKey: string;
  /** who the sender says to contact about its messages (the VAPID token's `sub`) */
  vapidSubject: string;
  /** how long the push service may keep the message undelivered, in seconds (the TTL header) */
  ttlSeconds: number | null;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function hmac(key: Buffer, ...data: Buffer[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
}

/** HKDF with one block of output: all RFC 8291 needs (at most 32 bytes). */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return hmac(hmac(salt, ikm), info, Buffer.from([1])).subarray(0, length);
}

/** Decrypts an aes128gcm body for a receiver (RFC 8291 section 3.4, RFC 8188 section 2). */
export function decryptPush(body: Buffer, receiver: PushReceiverKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('a reminder fits in one record');
  const receiverKey = receiver.ecdh.getPublicKey();
  const ikm = hkdf(receiver.auth, receiver.ecdh.computeSecret(senderKey), Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks a `vapid t=<JWT>, k=<key>` header: an unexpired ES256 JWT for this origin, signed by k; returns k and the token's subject. */
export function verifyVapid(header: string | undefined, origin: string): { key: string; subject: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match;
  const [head, claims, signature] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub?: string };
  if (aud !== origin || exp * 1000 < Date.now()) throw new Error(`VAPID claims for ${aud}, expiring ${exp}`);
  return { key, subject: sub ?? '' };
}

/**
 * What a push service accepts of a posted message, for the subscription whose keys are given: the aes128gcm encoding,
 * a VAPID token for the service's origin, a body that decrypts. Throws what is wrong otherwise.
 */
export function readPushMessage(headers: IncomingHttpHeaders, body: Buffer, receiver: PushReceiverKeys, origin: string): PushMessage {
  if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
  const vapid = verifyVapid(headers.authorization, origin);
  const ttl = Number(headers.ttl);
  return { text: decryptPush(body, receiver), vapidKey: vapid.key, vapidSubject: vapid.subject, ttlSeconds: headers.ttl !== undefined && Number.isFinite(ttl) ? ttl : null };
}
