import { describe, expect, it } from 'vitest';
import { isOtherPresent, mediaProblem, microphoneLevel, remoteStatus, type CallFacts } from './callState';

const facts = (over: Partial<CallFacts>): CallFacts => ({ ended: false, connection: 'none', everConnected: false, otherPresent: false, gaveUp: false, ...over });

describe('the other side in words', () => {
  it('waits for the other side until it is there', () => {
    expect(remoteStatus(facts({}))).toBe('waiting');
    expect(remoteStatus(facts({ otherPresent: true, connection: 'connecting' }))).toBe('waiting');
  });

  it('says joined while connected', () => {
    expect(remoteStatus(facts({ otherPresent: true, connection: 'connected', everConnected: true }))).toBe('joined');
  });

  it('reconnects after a drop while the other side is still there, waits again when it left', () => {
    expect(remoteStatus(facts({ otherPresent: true, connection: 'disconnected', everConnected: true }))).toBe('reconnecting');
    expect(remoteStatus(facts({ otherPresent: false, connection: 'disconnected', everConnected: true }))).toBe('waiting');
  });

  it('says the connection could not be made when it never connected', () => {
    expect(remoteStatus(facts({ otherPresent: true, connection: 'failed' }))).toBe('failed');
    expect(remoteStatus(facts({ otherPresent: true, connection: 'connecting', gaveUp: true }))).toBe('failed');
  });

  it('says the call ended above everything else', () => {
    expect(remoteStatus(facts({ ended: true, connection: 'connected', otherPresent: true }))).toBe('ended');
  });
});

describe('camera and microphone problems', () => {
  it('tells a refusal from a missing or busy device', () => {
    expect(mediaProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblem(new DOMException('none', 'NotFoundError'))).toBe('notFound');
    expect(mediaProblem(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(mediaProblem(new TypeError('insecure'))).toBe('insecure');
    expect(mediaProblem('odd')).toBe('other');
  });
});

describe('the microphone level', () => {
  it('is 0 in silence and grows with the signal, at most 1', () => {
    expect(microphoneLevel(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 0));
    expect(microphoneLevel(loud)).toBe(1);
    const soft = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 136 : 120));
    expect(microphoneLevel(soft)).toBeGreaterThan(0);
    expect(microphoneLevel(soft)).toBeLessThan(1);
  });
});

describe('the other side is present', () => {
  const TIMEOUT = 45_000;
  it('while its heartbeat is recent on the server’s clock', () => {
    expect(isOtherPresent({ left: false, lastSeenMillis: 100_000 }, 140_000, TIMEOUT)).toBe(true);
    expect(isOtherPresent({ left: false, lastSeenMillis: 100_000 }, 146_000, TIMEOUT)).toBe(false);
  });

  it('not once it left or when there is no presence', () => {
    expect(isOtherPresent({ left: true, lastSeenMillis: 100_000 }, 100_000, TIMEOUT)).toBe(false);
    expect(isOtherPresent(null, 100_000, TIMEOUT)).toBe(false);
  });

  it('until this side’s own heartbeat is known', () => {
    expect(isOtherPresent({ left: false, lastSeenMillis: 1 }, null, TIMEOUT)).toBe(true);
  });
});
