/**
 * The local push inbox of `npm start`, as the mail sink is for e-mail: a push service on loopback standing for a
 * browser vendor's and the browser behind it, which keeps every message Web Push delivers to it, decrypted, on a page.
 * No browser can subscribe offline, so the seed gives the demo patient a subscription of the inbox's own
 * (`pushInboxSubscription`), and the reminders the Functions emulator sends him (`npm run reminders:tick`, or the
 * local scheduler) land here.
 *
 * One port serves both: HTTPS for the push service (web-push posts over HTTPS only, with the certificate the
 * emulators trust, scripts/lib/pushEndpointCertificate.ts) and plain HTTP for the page, so a browser opens it without
 * a certificate warning.
 */
import { createECDH, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { portsAt } from '@rehab/model/emulatorPorts';
import { pushEndpointCertificate } from './pushEndpointCertificate';
import { readPushMessage, type PushMessage, type PushReceiverKeys } from './pushMessage';

/** Where the inbox takes push messages: its one subscription's endpoint path. */
const PUSH_PATH = '/push';
/** The newest messages the page keeps. */
const KEPT_MESSAGES = 200;
/** The first byte of a TLS connection (a handshake record): the push service's; anything else is the page's HTTP. */
const TLS_HANDSHAKE = 0x16;

/**
 * The inbox's subscription secrets, derived from fixed labels: the same on every start and every machine, so the
 * subscription the seed wrote stays valid across restarts and the demo world stays a pure function of the clock. Not
 * secret by design: they decrypt only what is sent to this loopback inbox.
 */
export function pushInboxKeys(): PushReceiverKeys {
  const derived = (label: string) => createHash('sha256').update(`texavie local push inbox: ${label}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(derived('p256dh'));
  return { ecdh, auth: derived('auth').subarray(0, 16) };
}

/** The push inbox's subscription in a stack of this port offset, as PushSubscription.toJSON() gives a browser's. */
export function pushInboxSubscription(offset: number): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const { ecdh, auth } = pushInboxKeys();
  return {
    endpoint: `https://127.0.0.1:${portsAt(offset).pushInbox}${PUSH_PATH}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

export interface InboxEntry {
  receivedAt: Date;
  /** the message, or why it was refused (answered 400: the sender retries, then falls back to e-mail) */
  outcome: { message: PushMessage } | { refused: string };
}

/** Escaped for an element's text (the page puts nothing of a message into an attribute). */
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The decrypted text, indented when it is JSON (the reminders' payload is). */
function shown(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function page(entries: readonly InboxEntry[], origin: string): string {
  const rows = entries
    .slice()
    .reverse()
    .map(({ receivedAt, outcome }) => {
      const time = `<time datetime="${receivedAt.toISOString()}">${receivedAt.toISOString()}</time>`;
      if ('refused' in outcome) return `<li class="refused">${time}<p>Refused: ${escapeHtml(outcome.refused)}</p></li>`;
      const { text, vapidSubject, ttlSeconds } = outcome.message;
      return `<li>${time}<dl><dt>VAPID subject</dt><dd>${escapeHtml(vapidSubject)}</dd><dt>TTL</dt><dd>${ttlSeconds ?? '–'} s</dd></dl><pre>${escapeHtml(shown(text))}</pre></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Push inbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; }
li { border-top: 1px solid #ccc; padding: .5rem 0; list-style: none; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: .25rem 0; }
dt { color: #555; }
pre { background: #f4f4f4; padding: .5rem; white-space: pre-wrap; }
.refused { color: #a00; }
</style>
</head>
<body>
<h1>Push inbox</h1>
<p>What Web Push delivered to the demo patient's seeded subscription (<code>${escapeHtml(origin)}${PUSH_PATH}</code>), newest first, decrypted.
<code>npm run reminders:tick -- --at &lt;instant&gt;</code> runs the reminders for an instant.</p>
${entries.length === 0 ? '<p id="empty">No message yet.</p>' : `<ul id="messages">\n${rows}\n</ul>`}
</body>
</html>
`;
}

/**
 * Starts the inbox on loopback at `port` (0: any free port). Its push endpoint answers 201 to a message it can verify
 * and decrypt, 400 otherwise (both listed on the page), 404 elsewhere.
 */
export async function startPushInbox(port: number) {
  const { keyPath, certPath } = pushEndpointCertificate();
  const receiver = pushInboxKeys();
  const entries: InboxEntry[] = [];
  let origin = '';
  const keep = (entry: InboxEntry) => {
    entries.push(entry);
    if (entries.length > KEPT_MESSAGES) entries.shift();
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://inbox').pathname;
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(entries, origin));
      return;
    }
    if (request.method !== 'POST' || path !== PUSH_PATH || !(request.socket as Socket & { encrypted?: boolean }).encrypted) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        keep({ receivedAt: new Date(), outcome: { message: readPushMessage(request.headers, Buffer.concat(chunks), receiver, origin) } });
        response.writeHead(201).end();
      } catch (error) {
        keep({ receivedAt: new Date(), outcome: { refused: error instanceof Error ? error.message : String(error) } });
        response.writeHead(400).end();
      }
    });
  };
  const secure = https.createServer({ key: readFileSync(keyPath), cert: readFileSync(certPath) }, handle);
  const plain = http.createServer(handle);
  const sockets = new Set<Socket>();
  // Each connection goes to the server its first byte asks for.
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${bound}`;

  return {
    /** the page's address */
    url: `http://127.0.0.1:${bound}`,
    /** the push endpoint's origin, which VAPID tokens must name */
    origin,
    entries: entries as readonly InboxEntry[],
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
