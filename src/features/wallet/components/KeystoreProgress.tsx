import ProgressBar from 'react-bootstrap/ProgressBar';

/** The scrypt work's progress while a key is encrypted or opened (the page stays responsive meanwhile). */
export function KeystoreProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="mb-3" role="status" data-testid="keystore-progress">
      <div className="small text-body-secondary mb-1">{label}</div>
      <ProgressBar now={percent} label={`${percent}%`} visuallyHidden aria-label={label} animated />
    </div>
  );
}
