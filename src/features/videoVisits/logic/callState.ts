/**
 * What the call shows of the other side, from the peer connection's state, the other side's presence and whether the
 * call ended: pure, so the words follow one table.
 */
export type RemoteStatus = 'waiting' | 'joined' | 'reconnecting' | 'ended' | 'failed';

export interface CallFacts {
  /** this side ended the call, the other side hung up, or the window closed */
  ended: boolean;
  connection: RTCPeerConnectionState | 'none';
  /** media flowed at least once in this page's call */
  everConnected: boolean;
  /** the other side's client is in the call (its presence is there and did not leave) */
  otherPresent: boolean;
  /** the connection could not be made within the time allowed */
  gaveUp: boolean;
}

export function remoteStatus({ ended, connection, everConnected, otherPresent, gaveUp }: CallFacts): RemoteStatus {
  if (ended) return 'ended';
  if (connection === 'connected') return 'joined';
  if (!otherPresent) return 'waiting';
  if (everConnected) return 'reconnecting';
  return gaveUp || connection === 'failed' ? 'failed' : 'waiting';
}

/**
 * Whether the other side is in the call: its presence is there, did not leave, and was renewed within
 * VIDEO_PRESENCE_TIMEOUT_SECONDS of this side's own latest heartbeat. Both instants are the server's (each write's
 * request.time), so no client clock is compared; a tab that closed without a word goes stale as this side beats on.
 */
export function isOtherPresent(
  other: { left: boolean; lastSeenMillis: number | null } | null,
  ownLastSeenMillis: number | null,
  timeoutMillis: number,
): boolean {
  if (!other || other.left) return false;
  if (ownLastSeenMillis === null || other.lastSeenMillis === null) return true;
  return ownLastSeenMillis - other.lastSeenMillis <= timeoutMillis;
}

/** Why the camera or microphone could not be had, from getUserMedia's error. */
export type MediaProblem = 'denied' | 'notFound' | 'inUse' | 'insecure' | 'other';

export function mediaProblem(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  if (name === 'TypeError') return 'insecure';
  return 'other';
}

/** How loud the microphone is, 0..1, from an analyser's time-domain bytes (128 is silence). */
export function microphoneLevel(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const centred = (samples[i] - 128) / 128;
    sum += centred * centred;
  }
  const rms = samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
  // Speech sits around 0.05-0.3 RMS: scaled so that it fills most of the meter.
  return Math.min(1, rms * 4);
}
