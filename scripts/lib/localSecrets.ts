import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The functions' local secrets (what the Functions emulator reads); the local stand-ins use the same values. */
export const LOCAL_SECRETS_FILE = join(import.meta.dirname, '../../functions/.secret.local');

/** The variables of a dotenv-style file. */
export function readLocalSecrets(file = LOCAL_SECRETS_FILE): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values.set(match[1], match[2].replace(/^(["'])(.*)\1$/, '$2'));
  }
  return values;
}
