import { describe, expect, it } from 'vitest';
import { TURN_CREDENTIAL_TTL_SECONDS } from '@rehab/model/videoVisits';
import { iceServersFor, turnPassword, urlList } from './turnCredentials';

describe('TURN credentials (the TURN REST convention)', () => {
  it('signs the username with HMAC-SHA1 of the shared secret, in base64', () => {
    // printf '%s' '1700007200:demo-patient' | openssl dgst -sha1 -hmac 'local-turn-secret' -binary | base64
    expect(turnPassword('local-turn-secret', '1700007200:demo-patient')).toBe('593AWLiycm2XuKweKxI++X/aJEc=');
  });

  it('gives the STUN servers as they are and the TURN servers a username of expiry:uid and its password', () => {
    const now = 1_700_000_000_000;
    const servers = iceServersFor('demo-patient', now, {
      sharedSecret: 'local-turn-secret',
      stunUrls: ['stun:127.0.0.1:3478'],
      turnUrls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
    });
    const expiry = now / 1000 + TURN_CREDENTIAL_TTL_SECONDS;
    expect(servers).toEqual({
      iceServers: [
        { urls: ['stun:127.0.0.1:3478'] },
        { urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'], username: `${expiry}:demo-patient`, credential: turnPassword('local-turn-secret', `${expiry}:demo-patient`) },
      ],
      expiresAt: new Date(expiry * 1000).toISOString(),
    });
    expect(expiry).toBe(1_700_007_200);
  });

  it('leaves out what is not configured', () => {
    expect(iceServersFor('u', 0, { sharedSecret: 's', stunUrls: [], turnUrls: [] }).iceServers).toEqual([]);
    expect(urlList(' turn:a?transport=udp, ,turn:a?transport=tcp ')).toEqual(['turn:a?transport=udp', 'turn:a?transport=tcp']);
    expect(urlList(undefined)).toEqual([]);
  });
});
