/**
 * Starts the local Stripe stand-in (standIn.ts):
 *   STRIPE_STANDIN_PORT=12111 STRIPE_WEBHOOK_URL=http://127.0.0.1:5001/<project>/us-central1/stripeWebhook npx tsx scripts/stripe/server.ts
 * Its API key and webhook signing secret are the functions' local secrets (functions/.secret.local).
 * STRIPE_STANDIN_STATE=<file> keeps its sessions, payments and refunds between runs.
 * scripts/lib/stack.ts starts it beside the emulators with the stack's ports.
 */
import { BASE_PORTS } from '@rehab/model/emulatorPorts';
import { readStripeSecrets } from './secrets';
import { createStripeStandIn } from './standIn';

const port = Number(process.env.STRIPE_STANDIN_PORT ?? BASE_PORTS.stripe);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const stateFile = process.env.STRIPE_STANDIN_STATE || undefined;
if (!webhookUrl) {
  console.error('STRIPE_WEBHOOK_URL must name the stripeWebhook function to deliver events to.');
  process.exit(2);
}

const standIn = createStripeStandIn({
  ...readStripeSecrets(),
  webhookUrl,
  stateFile,
  log: (line, level) => (level === 'warn' ? console.warn : console.info)(`stripe stand-in: ${line}`),
});
const baseUrl = await standIn.listen(port);
console.info(`stripe stand-in: ${baseUrl}, webhooks to ${webhookUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
