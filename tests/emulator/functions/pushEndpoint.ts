/**
 * A local push service for the reminder tests: a real HTTPS server (web-push posts over HTTPS only, so it has a
 * self-signed certificate the test process and the emulators trust, scripts/lib/pushEndpointCertificate.ts) standing for a browser vendor's push service and the browser
 * behind it. Each subscription it hands out has its own P-256 key pair and auth secret; a message posted to it is
 * decrypted as the browser would (RFC 8291, aes128gcm, RFC 8188) after its VAPID token is checked (RFC 8292).
 * A subscription can be told to answer 410 (gone) or 500 (failing) instead of 201.
 */
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { pushEndpointCertificate } from '../../../scripts/lib/pushEndpointCertificate';

export interface ReceivedPush {
  subscriptionId: string;
  /** the decrypted message */
  text: string;
  /** the VAPID public key the message was signed with */
  vapidKey: string;
}

interface Receiver {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
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
export function decryptPush(body: Buffer, receiver: Pick<Receiver, 'ecdh' | 'auth'>): string {
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

/** Checks a `vapid t=<JWT>, k=<key>` header: an ES256 JWT for this origin, signed by k; returns k. */
function checkVapid(header: string | undefined, origin: string): string {
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
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
  if (aud !== origin || exp * 1000 < Date.now()) throw new Error(`VAPID claims for ${aud}, expiring ${exp}`);
  return key;
}

export async function startPushEndpoint() {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  /** subscription id -> requests posted to it */
  const attempts = new Map<string, number>();
  const errors: string[] = [];
  const { keyPath, certPath } = pushEndpointCertificate();
  const [key, cert] = [readFileSync(keyPath), readFileSync(certPath)];
  // web-push posts through the default agent: trust this endpoint's certificate in this process too (the emulators
  // get it as NODE_EXTRA_CA_CERTS from emulators-exec).
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;

  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const subscriptionId = (request.url ?? '').replace(/^\/push\//, '');
      attempts.set(subscriptionId, (attempts.get(subscriptionId) ?? 0) + 1);
      const receiver = receivers.get(subscriptionId);
      if (!receiver) return void response.writeHead(404).end();
      if (receiver.status !== 201) return void response.writeHead(receiver.status).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const vapidKey = checkVapid(request.headers.authorization, origin);
        received.push({ subscriptionId, text: decryptPush(Buffer.concat(chunks), receiver), vapidKey });
        response.writeHead(201).end();
      } catch (error) {
        errors.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    attempts,
    /** messages that reached the endpoint but failed to decrypt or verify */
    errors,
    /** A new subscription, as PushSubscription.toJSON() gives it; `status` is what the endpoint answers. */
    subscribe(status = 201) {
      const id = b64url(randomBytes(9));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(id, { ecdh, auth, status });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    async close() {
      https.globalAgent.options.ca = previousCa;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
