import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_PRESENCE_HEARTBEAT_SECONDS, VIDEO_PRESENCE_TIMEOUT_SECONDS, type VisitRole } from '@rehab/model/videoVisits';
import { listenToPresence, listenToSignals, sendSignal, writePresence, type PresenceState, type ReadPresence } from '../api/visitRecords';
import { isOtherPresent } from '../logic/callState';
import { doctorShouldOffer, isForAttempt, newCallId, newestOffer, type OfferedAttempt, type ReceivedSignal } from '../logic/signalling';
import { exposePeerForTests, iceTransportPolicy } from '../logic/testSettings';

/** How long an attempt may take to connect before the page says the connection cannot be made. */
const CONNECT_WITHIN_MS = 30_000;
/** After a failed connection the doctor offers again, at most this often. */
const REOFFER_AFTER_MS = 3_000;

export interface VideoCallSettings {
  appointmentId: string;
  role: VisitRole;
  myUid: string;
  otherUid: string;
  /** the own camera and microphone; the call starts once it and the ICE servers are there */
  localStream: MediaStream | null;
  iceServers: RTCIceServer[] | null;
  audioMuted: boolean;
  videoOff: boolean;
}

export interface VideoCall {
  remoteStream: MediaStream | null;
  connection: RTCPeerConnectionState | 'none';
  everConnected: boolean;
  gaveUp: boolean;
  /** the other side's presence as last written (its mute and camera) */
  other: PresenceState | null;
  /** the other side is in the call now (its presence is fresh and did not leave) */
  otherHere: boolean;
  ended: boolean;
  /** why signalling failed (the rules refused, the network): the call cannot go on */
  error: unknown;
  hangUp: () => void;
}

/** This side's presence from its settings, for the writes made outside the heartbeat (ending, leaving the page). */
function presenceOf(s: VideoCallSettings, callId: string, mediaFlowing: boolean, left: boolean): PresenceState {
  return { uid: s.myUid, role: s.role, callId, mediaFlowing, audioMuted: s.audioMuted, videoOff: s.videoOff, left };
}

/**
 * The call: one RTCPeerConnection at a time, signalled through the appointment's visitSignals (the doctor offers, the
 * patient answers: ../logic/signalling.ts), this side's presence written every heartbeat and on each change, the
 * other side's presence read live. Either side may reload: the doctor offers again to the patient's new callId, the
 * patient takes the doctor's newest offer.
 */
export function useVideoCall(settings: VideoCallSettings | null): VideoCall {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnectionState | 'none'>('none');
  const [everConnected, setEverConnected] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const [other, setOther] = useState<ReadPresence | null>(null);
  /** this side's latest heartbeat on the server's clock: what the other's is compared with */
  const [ownLastSeen, setOwnLastSeen] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** the signals already there are known: only now may this side announce itself or offer (see onSignals) */
  const [listening, setListening] = useState(false);
  /** the attempt under way (its callId is this side's presence callId once there is one) */
  const [callId, setCallId] = useState<string | null>(null);
  const pageCallId = useRef(newCallId());
  const peer = useRef<RTCPeerConnection | null>(null);
  const attempt = useRef<OfferedAttempt | null>(null);
  const pendingCandidates = useRef(new Map<string, RTCIceCandidateInit[]>());
  const endedRef = useRef(false);
  /** whether this side's last presence written had media flowing: while it did, the next keeps its mediaSince */
  const mediaWritten = useRef(false);
  const latest = useRef(settings);
  // Declared first: the effects below that start an attempt read the settings of the same render.
  useEffect(() => {
    latest.current = settings;
  });

  const appointmentId = settings?.appointmentId ?? null;
  const role = settings?.role ?? null;
  const myUid = settings?.myUid ?? null;
  const otherUid = settings?.otherUid ?? null;
  const ready = Boolean(settings?.localStream && settings.iceServers);

  /** Writes this side's presence: media flowing after a write without starts a new run (the server stamps mediaSince). */
  const writeOwnPresence = useCallback((appointmentId: string, presence: PresenceState) => {
    const started = presence.mediaFlowing && !mediaWritten.current;
    mediaWritten.current = presence.mediaFlowing;
    return writePresence(appointmentId, presence, started);
  }, []);

  /**
   * Leaving the call (either side hung up, the page goes): while media still flows, a last heartbeat with it first,
   * so the run ends now rather than at the heartbeat before; then the presence without media, `left` if it is.
   */
  const writeLastMedia = useCallback(
    (appointmentId: string, presence: PresenceState) => {
      if (mediaWritten.current && peer.current?.connectionState === 'connected') void writeOwnPresence(appointmentId, { ...presence, mediaFlowing: true, left: false }).catch(() => undefined);
    },
    [writeOwnPresence],
  );

  const closePeer = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    exposePeerForTests(null);
  }, []);

  /** A new peer connection for one attempt, sending this side's tracks and its candidates under that callId. */
  const openPeer = useCallback(
    (attemptCallId: string): RTCPeerConnection => {
      const s = latest.current!;
      closePeer();
      const pc = new RTCPeerConnection({ iceServers: s.iceServers ?? [], iceTransportPolicy: iceTransportPolicy() });
      peer.current = pc;
      exposePeerForTests(pc);
      s.localStream?.getTracks().forEach((track) => pc.addTrack(track, s.localStream!));
      pc.onicecandidate = ({ candidate }) => {
        if (candidate && peer.current === pc) {
          void sendSignal(s.appointmentId, { from: s.myUid, to: s.otherUid, type: 'candidate', callId: attemptCallId, candidate: JSON.stringify(candidate.toJSON()) }).catch(setError);
        }
      };
      pc.ontrack = ({ streams, track }) => {
        if (peer.current !== pc) return;
        setRemoteStream((previous) => {
          const stream = streams[0] ?? previous ?? new MediaStream();
          if (!stream.getTracks().includes(track)) stream.addTrack(track);
          return stream;
        });
      };
      pc.onconnectionstatechange = () => {
        if (peer.current !== pc) return;
        setConnection(pc.connectionState);
        if (pc.connectionState === 'connected') {
          setEverConnected(true);
          setGaveUp(false);
        }
      };
      setRemoteStream(null);
      setConnection(pc.connectionState);
      setCallId(attemptCallId);
      return pc;
    },
    [closePeer],
  );

  const applyCandidates = useCallback(async (pc: RTCPeerConnection, forCallId: string) => {
    const waiting = pendingCandidates.current.get(forCallId) ?? [];
    pendingCandidates.current.delete(forCallId);
    for (const candidate of waiting) await pc.addIceCandidate(candidate).catch(() => undefined);
  }, []);

  /** The doctor: a new attempt, offered to the patient's presence under `patientCallId`. */
  const offer = useCallback(
    async (patientCallId: string) => {
      const s = latest.current!;
      const attemptCallId = newCallId();
      attempt.current = { callId: attemptCallId, forPatientCallId: patientCallId };
      const pc = openPeer(attemptCallId);
      await pc.setLocalDescription(await pc.createOffer());
      await sendSignal(s.appointmentId, { from: s.myUid, to: s.otherUid, type: 'offer', callId: attemptCallId, sdp: pc.localDescription!.sdp });
    },
    [openPeer],
  );

  /** The patient: takes an offer, answering under its callId. */
  const answer = useCallback(
    async (signal: ReceivedSignal) => {
      const s = latest.current!;
      const pc = openPeer(signal.callId);
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await applyCandidates(pc, signal.callId);
      await pc.setLocalDescription(await pc.createAnswer());
      await sendSignal(s.appointmentId, { from: s.myUid, to: s.otherUid, type: 'answer', callId: signal.callId, sdp: pc.localDescription!.sdp });
    },
    [openPeer, applyCandidates],
  );

  const finish = useCallback(() => {
    if (endedRef.current) return;
    const s = latest.current;
    // the heartbeat's effect then writes `left`
    if (s) writeLastMedia(s.appointmentId, presenceOf(s, attempt.current?.callId ?? pageCallId.current, true, false));
    endedRef.current = true;
    setEnded(true);
    closePeer();
    setRemoteStream(null);
    setConnection('closed');
  }, [closePeer, writeLastMedia]);

  // The signals addressed to this side, from when it joined.
  useEffect(() => {
    if (!ready || !appointmentId || !myUid || !otherUid || !role) return;
    const onSignals = (added: ReceivedSignal[], initial: boolean) => {
      // Signals already there when this side arrived belong to earlier attempts.
      if (initial) {
        setListening(true);
        return;
      }
      if (endedRef.current) return;
      if (role === 'patient') {
        const taken = newestOffer(added, otherUid, peer.current ? (attempt.current?.callId ?? null) : null);
        if (taken) {
          attempt.current = { callId: taken.callId, forPatientCallId: taken.callId };
          void answer(taken).catch(setError);
        }
      }
      const current = attempt.current?.callId ?? null;
      for (const signal of added) {
        if (signal.type === 'candidate' && signal.from === otherUid && signal.candidate) {
          const candidate = JSON.parse(signal.candidate) as RTCIceCandidateInit;
          const pc = peer.current;
          if (isForAttempt(signal, otherUid, current) && pc?.remoteDescription) void pc.addIceCandidate(candidate).catch(() => undefined);
          else pendingCandidates.current.set(signal.callId, [...(pendingCandidates.current.get(signal.callId) ?? []), candidate]);
        } else if (signal.type === 'answer' && role === 'doctor' && isForAttempt(signal, otherUid, current) && peer.current) {
          const pc = peer.current;
          void pc
            .setRemoteDescription({ type: 'answer', sdp: signal.sdp })
            .then(() => applyCandidates(pc, signal.callId))
            .catch(setError);
        } else if (signal.type === 'hangup' && isForAttempt(signal, otherUid, current)) {
          finish();
        }
      }
    };
    return listenToSignals(appointmentId, myUid, onSignals, setError);
  }, [ready, appointmentId, myUid, otherUid, role, answer, applyCandidates, finish]);

  // The other side's presence; the doctor offers when the patient arrives or comes back.
  useEffect(() => {
    if (!ready || !appointmentId || !otherUid) return;
    const stopOther = listenToPresence(appointmentId, otherUid, setOther, setError);
    const stopOwn = listenToPresence(appointmentId, myUid!, (own) => own?.lastSeenMillis && setOwnLastSeen(own.lastSeenMillis), setError);
    return () => {
      stopOther();
      stopOwn();
    };
  }, [ready, appointmentId, otherUid, myUid]);
  const otherHere = isOtherPresent(other, ownLastSeen, VIDEO_PRESENCE_TIMEOUT_SECONDS * 1000);

  useEffect(() => {
    if (role !== 'doctor' || !listening || endedRef.current || !otherHere || !doctorShouldOffer(other, attempt.current)) return;
    void offer(other!.callId).catch(setError);
  }, [role, listening, other, otherHere, offer]);

  // A failed connection: the doctor offers again while the patient is there; either side gives up after a while.
  useEffect(() => {
    if (ended || connection === 'connected' || !other || !otherHere) return;
    const giveUp = window.setTimeout(() => setGaveUp(true), CONNECT_WITHIN_MS);
    const reoffer =
      role === 'doctor' && connection === 'failed' ? window.setTimeout(() => void offer(other.callId).catch(setError), REOFFER_AFTER_MS) : undefined;
    return () => {
      window.clearTimeout(giveUp);
      window.clearTimeout(reoffer);
    };
  }, [ended, connection, other, otherHere, role, offer]);

  // This side's presence: on each change and every heartbeat; `left` when the call ends or the page goes.
  const mediaFlowing = connection === 'connected';
  const audioMuted = settings?.audioMuted ?? false;
  const videoOff = settings?.videoOff ?? false;
  useEffect(() => {
    if (!listening || !appointmentId || !myUid || !role) return;
    const presence = (left: boolean): PresenceState => ({
      uid: myUid,
      role,
      callId: callId ?? pageCallId.current,
      mediaFlowing: mediaFlowing && !left,
      audioMuted,
      videoOff,
      left,
    });
    const beat = () => void writeOwnPresence(appointmentId, presence(endedRef.current)).catch(setError);
    beat();
    if (ended) return;
    const timer = window.setInterval(beat, VIDEO_PRESENCE_HEARTBEAT_SECONDS * 1000);
    const leave = () => {
      writeLastMedia(appointmentId, presence(false));
      void writeOwnPresence(appointmentId, presence(true)).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
    };
  }, [listening, appointmentId, myUid, role, callId, mediaFlowing, audioMuted, videoOff, ended, writeOwnPresence, writeLastMedia]);

  // Leaving the page (another route) leaves the call.
  useEffect(
    () => () => {
      const s = latest.current;
      if (s && peer.current && !endedRef.current) {
        const callId = attempt.current?.callId ?? pageCallId.current;
        writeLastMedia(s.appointmentId, presenceOf(s, callId, true, false));
        void writeOwnPresence(s.appointmentId, presenceOf(s, callId, false, true)).catch(() => undefined);
      }
      closePeer();
    },
    [closePeer, writeOwnPresence, writeLastMedia],
  );

  // A new camera or microphone replaces the sent tracks without a new offer.
  const localStream = settings?.localStream ?? null;
  useEffect(() => {
    const pc = peer.current;
    if (!pc || !localStream) return;
    for (const sender of pc.getSenders()) {
      const track = localStream.getTracks().find((t) => t.kind === sender.track?.kind);
      if (track && sender.track !== track) void sender.replaceTrack(track);
    }
  }, [localStream, callId]);

  const hangUp = useCallback(() => {
    const s = latest.current;
    if (s && !endedRef.current) {
      void sendSignal(s.appointmentId, { from: s.myUid, to: s.otherUid, type: 'hangup', callId: attempt.current?.callId ?? pageCallId.current }).catch(() => undefined);
    }
    finish();
  }, [finish]);

  return { remoteStream, connection, everConnected, gaveUp, other, otherHere, ended, error, hangUp };
}
