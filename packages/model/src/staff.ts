/** The two back-office staff members bugs and pre-order units are assigned to (shown as initials). */
export const STAFF = ['Alex Morgan', 'Priya Shah'] as const;
export type StaffMember = (typeof STAFF)[number];

/** "Alex Morgan" → "AM": the first letter of each word, at most two. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
