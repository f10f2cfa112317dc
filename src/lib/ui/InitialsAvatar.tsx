import { initialsOf } from '@rehab/model/staff';

/**
 * A round badge with a person's initials (staff members have no pictures).
 * The name is its accessible label unless `decorative` (the name is shown beside it).
 */
export function InitialsAvatar({ name, size = 32, decorative = false }: { name: string; size?: number; decorative?: boolean }) {
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      title={decorative ? undefined : name}
      className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold flex-shrink-0"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </span>
  );
}
