/** A patient's round profile picture, or a person icon when there is none. */
export function Avatar({ src, size = 40 }: { src?: string; size?: number }) {
  if (src) {
    return <img src={src} alt="" width={size} height={size} className="rounded-circle flex-shrink-0 object-fit-cover" />;
  }
  return (
    <span
      className="rounded-circle bg-secondary-subtle text-secondary d-inline-flex align-items-center justify-content-center flex-shrink-0"
      style={{ width: size, height: size }}
      aria-hidden
    >
      <i className="bi bi-person-fill" />
    </span>
  );
}
