/**
 * Test-only settings, honoured only by the end-to-end build (scripts/build-e2e.ts sets VITE_VIDEO_TEST_HOOKS): the
 * production build compiles them away and ignores the storage key.
 * - localStorage `rehab.e2e.forceRelay` = '1': the peer connection uses relay candidates only
 *   (`iceTransportPolicy: 'relay'`), proving media through the local TURN server.
 * - `window.__videoVisitPeer`: the call's RTCPeerConnection, so a test counts decoded frames with getStats().
 */
const TEST_HOOKS = import.meta.env.VITE_VIDEO_TEST_HOOKS === 'true';
export const FORCE_RELAY_KEY = 'rehab.e2e.forceRelay';

export function iceTransportPolicy(): RTCIceTransportPolicy {
  return TEST_HOOKS && localStorage.getItem(FORCE_RELAY_KEY) === '1' ? 'relay' : 'all';
}

export function exposePeerForTests(peer: RTCPeerConnection | null): void {
  if (TEST_HOOKS) (window as unknown as { __videoVisitPeer?: RTCPeerConnection | null }).__videoVisitPeer = peer;
}
