/**
 * A round profile picture, or the default person icon when there is none
 * (or it fails to load). An empty alt makes it decorative (the name is shown beside it).
 */
import { useState } from 'react';

export function Avatar({ src, alt, size = 48, className = '' }: { src?: string | null; alt: string; size?: number; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        className={`rounded-circle object-fit-cover flex-shrink-0 ${className}`}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`d-inline-flex align-items-center justify-content-center rounded-circle bg-secondary-subtle text-secondary-emphasis flex-shrink-0 ${className}`}
      style={{ width: size, height: size, fontSize: size * 0.55 }}
    >
      <i className="bi bi-person-fill" aria-hidden="true" />
    </span>
  );
}
