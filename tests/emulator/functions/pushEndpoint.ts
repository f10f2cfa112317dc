/**
 * A local push service for the reminder tests: a real HTTPS server (web-push posts over HTTPS only, so it has a
 * self-signed certificate the test process and the emulators trust, scripts/lib/pushEndpointCertificate.ts) standing for a browser vendor's push service and the browser
 * behind it. Each subscription it hands out has its own P-256 key pair and auth secret; a message posted to it is
 * decrypted as the browser would (RFC 8291, aes128gcm, RFC 8188) after its VAPID token is checked (RFC 8292), by the
 * code the local push inbox of `npm start` uses too (scripts/lib/pushMessage.ts).
 * A subscription can be told to answer 410 (gone) or 500 (failing) instead of 201.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { pushEndpointCertificate } from '../../../scripts/lib/pushEndpointCertificate';
import { readPushMessage, type PushReceiverKeys } from '../../../scripts/lib/pushMessage';

export interface ReceivedPush {
  subscriptionId: string;
  /** the decrypted message */
  text: string;
  /** the VAPID public key the message was signed with */
  vapidKey: string;
}

interface Receiver extends PushReceiverKeys {
  status: number;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

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
        const { text, vapidKey } = readPushMessage(request.headers, Buffer.concat(chunks), receiver, origin);
        received.push({ subscriptionId, text, vapidKey });
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
