/**
 * Gives an account admin rights (the `admin` custom claim):
 *   npm run grant-admin -- someone@example.com            (local emulators; `npm start` running)
 *   npm run grant-admin -- someone@example.com --project my-firebase-project
 *                                                        (a real project; needs application default credentials)
 *   add --revoke to take the rights away.
 * Admin rights are never inferred from missing records; this is the only way to grant them.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emulatorEnv } from './lib/stack';

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--project');
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const revoke = args.includes('--revoke');

if (!email) {
  console.error('usage: npm run grant-admin -- <email> [--project <firebase project id>] [--revoke]');
  process.exit(2);
}
if (!project) {
  for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
} else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // The Admin SDK would quietly talk to the emulator instead of the named project.
  console.error(`FIREBASE_AUTH_EMULATOR_HOST is set: unset it to change accounts in ${project}.`);
  process.exit(2);
}

initializeApp({ projectId: project ?? process.env.GCLOUD_PROJECT });
const auth = getAuth();
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  console.info(`${revoke ? 'Revoked admin rights from' : 'Granted admin rights to'} ${email} (${user.uid}) in ${project ?? 'the local emulators'}.`);
  console.info('The change applies the next time the account signs in or its token refreshes.');
} catch (error) {
  console.error(`Could not update ${email}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
