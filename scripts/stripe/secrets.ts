import { LOCAL_SECRETS_FILE, readLocalSecrets } from '../lib/localSecrets';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET from a dotenv-style file. */
export function readStripeSecrets(file = LOCAL_SECRETS_FILE): StripeSecrets {
  const values = readLocalSecrets(file);
  const secretKey = values.get('STRIPE_SECRET_KEY');
  const webhookSecret = values.get('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) throw new Error(`${file} must set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`);
  return { secretKey, webhookSecret };
}
