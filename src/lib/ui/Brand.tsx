/** The product's logo and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className="app-brand d-inline-flex align-items-center gap-2 fw-bold text-body">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={compact ? 'visually-hidden' : 'fs-5'}>Texavie</span>
    </span>
  );
}
