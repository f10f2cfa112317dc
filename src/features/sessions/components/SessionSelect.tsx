import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { sessionLabel, type SessionSummary } from '../logic/sessionList';

interface SessionSelectProps {
  sessions: SessionSummary[];
  value: string | null;
  onChange: (id: string | null) => void;
}

/** The session dropdown: newest first, each as index, id, long date with time and first movement. */
export function SessionSelect({ sessions, value, onChange }: SessionSelectProps) {
  const { t, i18n } = useTranslation('sessions');
  const id = useId();
  const options = useMemo(
    () =>
      [...sessions].reverse().map((session) => (
        <option key={session.id} value={session.id}>
          {sessionLabel(session, i18n.language)}
        </option>
      )),
    [sessions, i18n.language],
  );
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold">{t('session')}</Form.Label>
      <Form.Select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('selectSession')}</option>
        {options}
      </Form.Select>
    </Form.Group>
  );
}
