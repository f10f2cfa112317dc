import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaProblem, type MediaProblem } from '../logic/callState';

export interface LocalMedia {
  stream: MediaStream | null;
  /** why the camera or microphone could not be had */
  problem: MediaProblem | null;
  starting: boolean;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  chooseCamera: (deviceId: string) => void;
  chooseMicrophone: (deviceId: string) => void;
  /** a phone: the other camera (front or back) */
  switchCamera: () => void;
  audioMuted: boolean;
  videoOff: boolean;
  setAudioMuted: (muted: boolean) => void;
  setVideoOff: (off: boolean) => void;
  /** asks again (after the user allowed the camera and microphone) */
  retry: () => void;
  stop: () => void;
}

type Facing = 'user' | 'environment';

/**
 * The own camera and microphone: asked for on mount, the chosen devices, mute and camera off (the tracks stay, disabled,
 * so the peer connection keeps its senders), and switching between a phone's cameras. Stops the tracks on unmount.
 */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  /** the request the current stream or problem answers (starting while it differs from the one asked) */
  const [answered, setAnswered] = useState<string | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [facing, setFacing] = useState<Facing>('user');
  const [audioMuted, setAudioMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  const request = `${cameraId}|${microphoneId}|${facing}|${attempt}`;
  useEffect(() => {
    let cancelled = false;
    const video: MediaTrackConstraints = cameraId ? { deviceId: { exact: cameraId } } : { facingMode: facing };
    const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
    navigator.mediaDevices
      .getUserMedia({ video, audio })
      .then(async (next) => {
        if (cancelled) {
          next.getTracks().forEach((track) => track.stop());
          return;
        }
        current.current?.getTracks().forEach((track) => track.stop());
        current.current = next;
        setStream(next);
        setProblem(null);
        // Device labels are given once the page may use them: listed after the first grant.
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(mediaProblem(error));
      })
      .finally(() => {
        if (!cancelled) setAnswered(request);
      });
    return () => {
      cancelled = true;
    };
  }, [cameraId, microphoneId, facing, request]);

  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  // Mute and camera off disable the tracks, whichever stream is current.
  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => (track.enabled = !audioMuted));
    stream?.getVideoTracks().forEach((track) => (track.enabled = !videoOff));
  }, [stream, audioMuted, videoOff]);

  const stop = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
  }, []);

  return {
    stream,
    problem,
    starting: answered !== request,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    cameraId: cameraId || stream?.getVideoTracks()[0]?.getSettings().deviceId || '',
    microphoneId: microphoneId || stream?.getAudioTracks()[0]?.getSettings().deviceId || '',
    chooseCamera: setCameraId,
    chooseMicrophone: setMicrophoneId,
    switchCamera: () => {
      setCameraId('');
      setFacing((f) => (f === 'user' ? 'environment' : 'user'));
    },
    audioMuted,
    videoOff,
    setAudioMuted,
    setVideoOff,
    retry: () => setAttempt((n) => n + 1),
    stop,
  };
}
