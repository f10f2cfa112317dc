import { useEffect, useState } from 'react';
import { microphoneLevel } from '../logic/callState';

/** How often the meter is redrawn: often enough to follow speech, rarely enough to cost nothing. */
const LEVEL_EVERY_MS = 100;

/** The microphone's level (0..1) of a stream, for the pre-join meter. */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(microphoneLevel(samples));
    }, LEVEL_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void context.close();
    };
  }, [stream]);
  return level;
}
