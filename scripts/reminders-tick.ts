/**
 * `npm run reminders:tick -- --at <ISO time>`: runs the reminders handler once, for that instant (now without
 * --at), in the running local stack (`npm start`, or EMULATOR_PORT_OFFSET for another), and prints what it sent.
 */
import { parseArgs } from 'node:util';
import { runScheduledJob } from './lib/localScheduler';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const at = values.at === undefined ? new Date() : new Date(values.at);
if (Number.isNaN(at.getTime())) {
  console.error(`Not a date: ${values.at} (give an ISO time: --at 2026-06-10T18:00:00+02:00)`);
  process.exit(2);
}
try {
  console.info(JSON.stringify(await runScheduledJob('sendReminders', at), null, 2));
} catch (error) {
  console.error(`The reminders run failed: ${error instanceof Error ? error.message : String(error)} (is the local stack running? npm start)`);
  process.exit(1);
}
