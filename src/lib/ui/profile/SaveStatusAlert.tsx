import Alert from 'react-bootstrap/Alert';

/** What a profile tab says after saving: its success message, or the error. */
export type SaveStatus = { kind: 'success' | 'danger'; text: string } | null;

/** The outcome of a profile tab's save: the success message as a status, an error as an alert. */
export function SaveStatusAlert({ status }: { status: SaveStatus }) {
  if (!status) return null;
  return (
    <Alert variant={status.kind} role={status.kind === 'success' ? 'status' : 'alert'}>
      {status.text}
    </Alert>
  );
}
