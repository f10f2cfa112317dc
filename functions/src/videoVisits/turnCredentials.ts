/**
 * The TURN REST convention (draft-uberti-behave-turn-rest, coturn's `--use-auth-secret`): a TURN server that holds the
 * same shared secret accepts username = "{expiry}:{uid}" with password = base64(HMAC-SHA1(secret, username)) until the
 * expiry, so no credential is stored anywhere and a leaked one dies with its expiry.
 */
import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS, turnUsername, type IssuedIceServers } from '@rehab/model/videoVisits';

export function turnPassword(sharedSecret: string, username: string): string {
  return createHmac('sha1', sharedSecret).update(username).digest('base64');
}

/** A comma-separated list of URLs from the functions' configuration (empty entries dropped). */
export function urlList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((url) => url.trim()).filter(Boolean);
}

/** The ICE servers of one participant: the STUN servers as they are, the TURN servers with his credential. */
export function iceServersFor(
  uid: string,
  nowMillis: number,
  config: { sharedSecret: string; stunUrls: string[]; turnUrls: string[] },
): IssuedIceServers {
  const username = turnUsername(uid, nowMillis);
  const iceServers: IssuedIceServers['iceServers'] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0) iceServers.push({ urls: config.turnUrls, username, credential: turnPassword(config.sharedSecret, username) });
  const expiresAt = new Date((Math.floor(nowMillis / 1000) + TURN_CREDENTIAL_TTL_SECONDS) * 1000).toISOString();
  return { iceServers, expiresAt };
}
