import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

/** A <video> showing a MediaStream (srcObject cannot be set as an attribute). */
export function MediaVideo({ stream, ...props }: { stream: MediaStream | null } & VideoHTMLAttributes<HTMLVideoElement>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline {...props} />;
}
