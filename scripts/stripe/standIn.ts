/**
 * A local stand-in for the parts of the Stripe API the payment functions
 * call, with Stripe's request and response shapes: form-encoded requests,
 * JSON objects, Stripe error objects, idempotency keys honoured.
 *
 *   POST /v1/checkout/sessions               create (mode payment, prices, tax rates, URLs, metadata)
 *   GET  /v1/checkout/sessions/:id           retrieve (expand[]=line_items)
 *   GET  /v1/checkout/sessions/:id/line_items
 *   POST /v1/refunds                         refund a paid session's payment intent
 *   GET  /v1/refunds?payment_intent=…        list refunds
 *   GET  /c/pay/:id, POST /c/pay/:id         the hosted test checkout page (test cards)
 *
 * A payment sends `checkout.session.completed` to the webhook URL, signed as
 * Stripe signs, retried with back-off on anything but 2xx. Tests steer it
 * through /_test/ (see the routes below): re-deliver an event, list events
 * and their deliveries, make the next requests fail, register payments made
 * elsewhere (the seed's demo orders, so that they can be refunded).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENCY } from '@rehab/model/shop';
import { checkoutPage, DECLINE_MESSAGE, NOT_A_TEST_CARD_MESSAGE, notFoundPage, TEST_CARDS } from './checkoutPage';
import { parseStripeForm, type FormObject, type FormValue } from './formEncoding';
import {
  PRICES,
  TAX_RATE_OBJECTS,
  lineItem,
  list,
  nowSeconds,
  stripeId,
  type CheckoutSession,
  type LineItem,
  type Refund,
  type StripeEvent,
} from './objects';
import { stripeSignatureHeader } from './signing';

export interface StandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** where events are delivered: the stripeWebhook function */
  webhookUrl: string;
  /** pauses before the retries of a failed delivery (Stripe's back-off, shortened) */
  retryDelaysMs?: number[];
  /** where sessions, payments and refunds are kept between runs (`npm start` keeps them beside the emulators' data); in memory only when absent */
  stateFile?: string;
  log?: (line: string, level: 'info' | 'warn') => void;
}

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000];

/** The API version events are stamped with (Stripe uses the account's). */
const API_VERSION = '2026-10-28.endive';

interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';
  message: string;
  code?: string;
  param?: string;
}

interface ApiResult {
  status: number;
  body: unknown;
}

interface Delivery {
  at: string;
  /** HTTP status of the webhook's answer; 0 when it could not be reached */
  status: number;
}

interface EventRecord {
  event: StripeEvent;
  deliveries: Delivery[];
}

/** A test's instruction to fail the next `times` matching API requests with a 500, before or after doing them. */
export interface Fault {
  method: string;
  /** a path prefix, e.g. /v1/refunds */
  path: string;
  when: 'before' | 'after';
  times: number;
}

interface Payment {
  amount: number;
  charge: string;
  currency: string;
  refunded: number;
}

/** A payment made outside the stand-in's checkout, e.g. a seeded order's: POST /_test/payments with a list of these. */
export interface RegisteredPayment {
  /** the payment intent id the order stores as paymentId */
  id: string;
  /** cents */
  amount: number;
  currency?: string;
  /** cents already refunded */
  refunded?: number;
}

interface SavedState {
  sessions: [string, { session: CheckoutSession; lines: LineItem[] }][];
  payments: [string, Payment][];
  refunds: [string, Refund][];
}

function loadState(file: string): SavedState | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedState) : null;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) });

function text(value: FormValue | undefined, param: string, { required = false, max = 5000 } = {}): string | null {
  if (value === undefined || value === '') {
    if (required) throw invalid(`Missing required param: ${param}.`, param);
    return null;
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  if (value.length > max) throw invalid(`Invalid string: ${param} must be at most ${max} characters`, param);
  return value;
}

function integer(value: FormValue | undefined, param: string): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return Number(value);
}

function url(value: FormValue | undefined, param: string, required: boolean): string | null {
  const given = text(value, param, { required, max: 5000 });
  if (given === null) return null;
  try {
    new URL(given.replace('{CHECKOUT_SESSION_ID}', 'x'));
  } catch {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
  return given;
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
function metadata(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid object', 'metadata');
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('You can only specify up to 50 keys in metadata.', 'metadata');
  for (const [key, inner] of entries) {
    if (typeof inner !== 'string') throw invalid('Metadata values must be strings.', `metadata[${key}]`);
    if (key.length > 40) throw invalid(`Metadata keys can have up to 40 characters, but you passed in a key that is ${key.length} characters long.`, 'metadata');
    if (inner.length > 500) {
      throw invalid(`Metadata values can have up to 500 characters, but you passed in a value that is ${inner.length} characters long.`, `metadata[${key}]`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function expansions(params: FormObject): string[] {
  const expand = params.expand;
  if (expand === undefined) return [];
  return (Array.isArray(expand) ? expand : [expand]).filter((entry): entry is string => typeof entry === 'string');
}

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': stripeId('req_', 14), ...headers });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

export interface StripeStandIn {
  server: Server;
  /** Starts listening; resolves with the base URL (http://127.0.0.1:<port>). */
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

export function createStripeStandIn(options: StandInOptions): StripeStandIn {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const log = options.log ?? (() => {});
  let baseUrl = '';
  let closed = false;

  const saved = options.stateFile ? loadState(options.stateFile) : null;
  const sessions = new Map<string, { session: CheckoutSession; lines: LineItem[] }>(saved?.sessions);
  /** payment intent id → what was paid and refunded */
  const payments = new Map<string, Payment>(saved?.payments);
  const refunds = new Map<string, Refund>(saved?.refunds);
  const saveState = () => {
    if (!options.stateFile) return;
    const state: SavedState = { sessions: [...sessions], payments: [...payments], refunds: [...refunds] };
    writeFileSync(options.stateFile, JSON.stringify(state));
  };
  const events = new Map<string, EventRecord>();
  const idempotent = new Map<string, { fingerprint: string; result: ApiResult }>();
  let faults: Fault[] = [];

  // ---------------------------------------------------------------- API operations

  function createCheckoutSession(params: FormObject): ApiResult {
    if (params.mode === undefined) throw invalid('Missing required param: mode.', 'mode');
    if (params.mode !== 'payment') throw invalid('Invalid mode: the stand-in supports mode payment only.', 'mode');
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    const lines = items.map((item, index) => {
      const param = `line_items[${index}]`;
      if (typeof item !== 'object' || Array.isArray(item)) throw invalid('Invalid object', param);
      const priceId = text(item.price, `${param}[price]`, { required: true })!;
      const price = PRICES.get(priceId);
      if (!price) throw missing('price', priceId, `${param}[price]`);
      const quantity = integer(item.quantity, `${param}[quantity]`);
      if (quantity === null) throw invalid(`Missing required param: ${param}[quantity].`, `${param}[quantity]`);
      if (quantity < 1 || quantity > 999_999) throw invalid('Quantity must be between 1 and 999999.', `${param}[quantity]`);
      const rateIds = item.tax_rates === undefined ? [] : item.tax_rates;
      if (!Array.isArray(rateIds)) throw invalid('Invalid array', `${param}[tax_rates]`);
      const rates = rateIds.map((rateId, rateIndex) => {
        const rate = typeof rateId === 'string' ? TAX_RATE_OBJECTS.get(rateId) : undefined;
        if (!rate) throw missing('tax_rate', String(rateId), `${param}[tax_rates][${rateIndex}]`);
        return rate;
      });
      return lineItem(price, quantity, rates);
    });
    const created = nowSeconds();
    const id = stripeId('cs_test_a1', 56);
    const subtotal = lines.reduce((sum, line) => sum + line.amount_subtotal, 0);
    const tax = lines.reduce((sum, line) => sum + line.amount_tax, 0);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: subtotal,
      amount_total: subtotal + tax,
      cancel_url: url(params.cancel_url, 'cancel_url', false),
      client_reference_id: text(params.client_reference_id, 'client_reference_id', { max: 200 }),
      created,
      currency: lines[0].currency,
      customer_details: null,
      customer_email: text(params.customer_email, 'customer_email', { max: 512 }),
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: metadata(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: url(params.success_url, 'success_url', true)!,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      url: `${baseUrl}/c/pay/${id}`,
    };
    sessions.set(id, { session, lines });
    saveState();
    return { status: 200, body: session };
  }

  function sessionRecord(id: string) {
    const record = sessions.get(id);
    if (!record) throw missing('checkout.session', id);
    return record;
  }

  function retrieveCheckoutSession(id: string, params: FormObject): ApiResult {
    const { session, lines } = sessionRecord(id);
    const withLines = expansions(params).includes('line_items');
    return { status: 200, body: withLines ? { ...session, line_items: list(lines, `/v1/checkout/sessions/${id}/line_items`) } : session };
  }

  function createRefund(params: FormObject): ApiResult {
    const paymentIntent = text(params.payment_intent, 'payment_intent');
    if (!paymentIntent) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
    const payment = payments.get(paymentIntent);
    if (!payment) throw missing('payment_intent', paymentIntent, 'payment_intent');
    const unrefunded = payment.amount - payment.refunded;
    if (unrefunded === 0) throw invalid(`Charge ${payment.charge} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = integer(params.amount, 'amount') ?? unrefunded;
    if (amount < 1) throw invalid('Refund amount must be positive.', 'amount');
    if (amount > unrefunded) {
      throw invalid(`Refund amount (${formatDollars(amount)}) is greater than unrefunded amount on charge (${formatDollars(unrefunded)})`, 'amount', 'amount_too_large');
    }
    payment.refunded += amount;
    const refund: Refund = {
      id: stripeId('re_'),
      object: 'refund',
      amount,
      charge: payment.charge,
      created: nowSeconds(),
      currency: payment.currency,
      metadata: metadata(params.metadata),
      payment_intent: paymentIntent,
      reason: text(params.reason, 'reason'),
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    saveState();
    return { status: 200, body: refund };
  }

  function listRefunds(params: FormObject): ApiResult {
    const paymentIntent = text(params.payment_intent, 'payment_intent');
    const matching = [...refunds.values()].filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent).reverse();
    return { status: 200, body: list(matching, '/v1/refunds') };
  }

  function apiOperation(method: string, path: string): ((params: FormObject) => ApiResult) | null {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/line_items)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession;
    if (method === 'GET' && sessionPath && !sessionPath[2]) return (params) => retrieveCheckoutSession(sessionPath[1], params);
    if (method === 'GET' && sessionPath) {
      return () => ({ status: 200, body: list(sessionRecord(sessionPath[1]).lines, path) });
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund;
    if (method === 'GET' && path === '/v1/refunds') return listRefunds;
    return null;
  }

  /** Runs an operation; Stripe errors become results. */
  function perform(operation: (params: FormObject) => ApiResult, params: FormObject): ApiResult {
    try {
      return operation(params);
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const fault = faults.find((entry) => entry.method === method && path.startsWith(entry.path) && entry.times > 0);
    if (fault) fault.times -= 1;
    return fault;
  }

  const injectedFailure: ApiResult = {
    status: 500,
    body: { error: { type: 'api_error', message: 'An injected failure of the local Stripe stand-in (a test asked for it).' } },
  };

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, query: string): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(request.headers.authorization ?? '').replace(/^Bearer /, '').slice(0, 8)}***` },
      });
      return;
    }
    const method = request.method ?? 'GET';
    const operation = apiOperation(method, path);
    if (!operation) {
      sendJson(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
      return;
    }
    const params = parseStripeForm(method === 'GET' ? query : await readBody(request));
    const fault = takeFault(method, path);
    if (fault?.when === 'before') {
      sendJson(response, injectedFailure.status, injectedFailure.body);
      return;
    }

    // Everything below runs without awaiting, so two requests with one key cannot interleave.
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = JSON.stringify([method, path, params]);
    let result: ApiResult;
    let replayed = false;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      result = {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    } else if (earlier) {
      result = earlier.result;
      replayed = true;
    } else {
      result = perform(operation, params);
      // Like Stripe, only requests that ran are saved: a refused one may be retried with the same key.
      if (typeof key === 'string' && result.status < 400) idempotent.set(key, { fingerprint, result });
    }
    if (fault?.when === 'after') result = injectedFailure;
    sendJson(response, result.status, result.body, replayed ? { 'Idempotent-Replayed': 'true' } : {});
  }

  // ---------------------------------------------------------------- webhooks

  async function deliverOnce(record: EventRecord): Promise<number> {
    const payload = JSON.stringify(record.event, null, 2);
    let status = 0;
    try {
      const answer = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': stripeSignatureHeader(payload, options.webhookSecret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      status = answer.status;
      await answer.arrayBuffer();
    } catch {
      status = 0;
    }
    record.deliveries.push({ at: new Date().toISOString(), status });
    log(`${record.event.id} ${record.event.type} → ${status || 'unreachable'}`, 'info');
    return status;
  }

  const delivered = (status: number) => status >= 200 && status < 300;

  async function deliverWithRetries(record: EventRecord): Promise<void> {
    for (let attempt = 0; !closed; attempt += 1) {
      if (delivered(await deliverOnce(record))) return;
      if (attempt >= retryDelays.length) {
        log(`${record.event.id}: gave up after ${attempt + 1} attempts`, 'warn');
        return;
      }
      await new Promise((resume) => setTimeout(resume, retryDelays[attempt]).unref());
    }
  }

  function completeSession(session: CheckoutSession, email: string | null): void {
    const paymentIntent = stripeId('pi_');
    payments.set(paymentIntent, { amount: session.amount_total, charge: stripeId('ch_'), currency: session.currency, refunded: 0 });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      customer_details: { email: email || session.customer_email, name: null },
      url: null,
    } satisfies Partial<CheckoutSession>);
    saveState();
    const event: StripeEvent = {
      id: stripeId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    };
    const record: EventRecord = { event, deliveries: [] };
    events.set(event.id, record);
    void deliverWithRetries(record);
  }

  // ---------------------------------------------------------------- hosted checkout page

  async function handleCheckoutPage(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const record = sessions.get(id);
    if (!record) {
      sendHtml(response, 404, notFoundPage());
      return;
    }
    const { session, lines } = record;
    if (request.method !== 'POST' || session.status !== 'open') {
      sendHtml(response, 200, checkoutPage(session, lines));
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
    if (card === TEST_CARDS.declined) {
      sendHtml(response, 402, checkoutPage(session, lines, DECLINE_MESSAGE));
      return;
    }
    if (card !== TEST_CARDS.pays) {
      sendHtml(response, 400, checkoutPage(session, lines, NOT_A_TEST_CARD_MESSAGE));
      return;
    }
    completeSession(session, form.get('email'));
    response.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
    response.end();
  }

  // ---------------------------------------------------------------- test controls

  async function handleTestControl(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const resend = /^\/_test\/events\/([^/]+)\/resend$/.exec(path);
    if (request.method === 'GET' && path === '/_test/events') {
      const listed = [...events.values()].map(({ event, deliveries }) => ({ id: event.id, type: event.type, sessionId: event.data.object.id, deliveries }));
      sendJson(response, 200, listed);
    } else if (request.method === 'POST' && resend) {
      const record = events.get(resend[1]);
      if (!record) sendJson(response, 404, { error: `No such event: ${resend[1]}` });
      else sendJson(response, 200, { status: await deliverOnce(record) });
    } else if (request.method === 'POST' && path === '/_test/payments') {
      const registered = JSON.parse(await readBody(request)) as RegisteredPayment[];
      for (const { id, amount, currency, refunded = 0 } of registered) {
        payments.set(id, { amount, charge: stripeId('ch_'), currency: currency ?? CURRENCY, refunded });
      }
      saveState();
      sendJson(response, 201, { registered: registered.length });
    } else if (request.method === 'POST' && path === '/_test/faults') {
      const fault = JSON.parse(await readBody(request)) as Fault;
      faults.push({ ...fault, method: fault.method.toUpperCase() });
      sendJson(response, 201, fault);
    } else if (request.method === 'DELETE' && path === '/_test/faults') {
      faults = [];
      sendJson(response, 200, { cleared: true });
    } else {
      sendJson(response, 404, { error: `Unknown test control ${request.method} ${path}` });
    }
  }

  const server = createServer((request, response) => {
    const [path, query = ''] = (request.url ?? '/').split('?', 2);
    const page = /^\/c\/pay\/([^/]+)$/.exec(path);
    const handled = path.startsWith('/v1/')
      ? handleApi(request, response, path, query)
      : page
        ? handleCheckoutPage(request, response, page[1])
        : path.startsWith('/_test/')
          ? handleTestControl(request, response, path)
          : Promise.resolve(sendJson(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } }));
    handled.catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.stack : String(error)}`, 'warn');
      if (!response.headersSent) sendJson(response, 500, { error: { type: 'api_error', message: 'The stand-in failed; see its log.' } });
    });
  });

  return {
    server,
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(baseUrl);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        closed = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
