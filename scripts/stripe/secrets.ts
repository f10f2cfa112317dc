import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The functions' local secrets (what the Functions emulator reads); the stand-in uses the same keys. */
export const LOCAL_SECRETS_FILE = join(import.meta.dirname, '../../functions/.secret.local');

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET from a dotenv-style file. */
export function readStripeSecrets(file = LOCAL_SECRETS_FILE): StripeSecrets {
  const values = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values.set(match[1], match[2].replace(/^(["'])(.*)\1$/, '$2'));
  }
  const secretKey = values.get('STRIPE_SECRET_KEY');
  const webhookSecret = values.get('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) throw new Error(`${file} must set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`);
  return { secretKey, webhookSecret };
}
