// @vitest-environment node
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PORTS } from '@rehab/model/emulatorPorts';
import { readLocalSecrets } from './localSecrets';
import { pushEndpointCertificate } from './pushEndpointCertificate';
import { pushInboxSubscription, startPushInbox } from './pushInbox';

const secrets = readLocalSecrets();
const VAPID = { subject: 'mailto:no-reply@example.test', publicKey: secrets.get('VAPID_PUBLIC_KEY')!, privateKey: secrets.get('VAPID_PRIVATE_KEY')! };
// web-push posts as the Functions emulator does, trusting the certificate it is given as NODE_EXTRA_CA_CERTS.
const agent = new https.Agent({ ca: readFileSync(pushEndpointCertificate().certPath) });

let inbox: Awaited<ReturnType<typeof startPushInbox>>;
beforeAll(async () => {
  inbox = await startPushInbox(0);
});
afterAll(() => inbox.close());

/** The seeded subscription, at the port this inbox got. */
function subscription(keys = pushInboxSubscription(0).keys) {
  return { endpoint: `${inbox.origin}/push`, keys };
}

const send = (payload: string, keys?: { p256dh: string; auth: string }) =>
  webpush.sendNotification(subscription(keys), payload, { vapidDetails: VAPID, TTL: 600, contentEncoding: 'aes128gcm', agent });

const inboxPage = async () => (await fetch(inbox.url)).text();

describe('the push inbox', () => {
  it('gives the seed the same subscription on every start, at the offset stack port', () => {
    expect(pushInboxSubscription(5000)).toEqual(pushInboxSubscription(5000));
    expect(pushInboxSubscription(5000).endpoint).toBe(`https://127.0.0.1:${BASE_PORTS.pushInbox + 5000}/push`);
  });

  it('lists a message web-push sends to that subscription, decrypted, with its VAPID subject, TTL and time', async () => {
    const sentAt = Date.now();
    expect((await send(JSON.stringify({ title: 'Texavie Rehab', body: 'Time for <your> exercises' }))).statusCode).toBe(201);

    const [entry] = inbox.entries.slice(-1);
    expect(entry.outcome).toEqual({ message: expect.objectContaining({ vapidSubject: VAPID.subject, ttlSeconds: 600, vapidKey: VAPID.publicKey }) });
    expect(entry.receivedAt.getTime()).toBeGreaterThanOrEqual(sentAt);
    const page = await inboxPage();
    expect(page).toContain('"body": "Time for &#60;your&#62; exercises"');
    expect(page).toContain(`<dd>${VAPID.subject}</dd>`);
    expect(page).toContain('<dd>600 s</dd>');
    expect(page).toContain(entry.receivedAt.toISOString());
  });

  it('refuses a message encrypted for other keys (the sender then retries and falls back to e-mail), and says so', async () => {
    const other = createECDH('prime256v1');
    other.generateKeys();
    const error = await send('for someone else', { p256dh: other.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebPushError);
    expect((error as WebPushError).statusCode).toBe(400);
    expect(await inboxPage()).toMatch(/class="refused".*Refused: /s);
  });

  it('takes pushes over HTTPS only, at its one endpoint', async () => {
    expect((await fetch(`${inbox.url}/push`, { method: 'POST', body: 'x' })).status).toBe(404);
    expect((await fetch(`${inbox.url}/elsewhere`)).status).toBe(404);
  });
});
