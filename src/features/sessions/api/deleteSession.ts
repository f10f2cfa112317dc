import { callable } from '../../../lib/firebase/callables';
import { forgetSession } from './sensorData';

/**
 * Deletes a session through the deleteSession function, which moves the
 * session, its post-session summaries, its tag links and its entry in the
 * user's sessions list into a restorable state in one transaction (its sensor
 * data stays until the purge 30 days later) and records who did it: either
 * all of it happens or nothing does.
 */
export async function deleteSessionAndData(sessionId: string): Promise<void> {
  await callable('deleteSession')({ sessionId });
  forgetSession(sessionId);
}
