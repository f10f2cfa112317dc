import { useId, useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import { useSaveSessionNotesMutation } from '../api/sessionsApi';

interface NotesAreaProps {
  sessionId: string;
  /** the saved notes; null while they are not known yet (editing waits for them) */
  notes: string | null;
  readOnly: boolean;
}

/** The session's notes: read-only until Edit (doctors), then a 5-row textarea saved with Save Notes. */
export function NotesArea({ sessionId, notes, readOnly }: NotesAreaProps) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [saveNotes, { isLoading: saving }] = useSaveSessionNotesMutation();
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;

  const edit = () => {
    setDraft(notes ?? '');
    // The field becomes editable with this render: the cursor goes there next.
    requestAnimationFrame(() => field.current?.focus());
  };
  const save = async () => {
    setError(null);
    try {
      await saveNotes({ sessionId, notes: draft ?? '' }).unwrap();
      setDraft(null);
    } catch (e) {
      setError(t('notesError', { message: errorMessage(e) }));
    }
  };

  return (
    <Card className="mb-3">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h3 className="h6 mb-0">
          <label htmlFor={id}>{t('notes')}</label>
        </h3>
        {!editing && !readOnly && (
          <Button size="sm" variant="outline-primary" onClick={edit} disabled={notes === null}>
            <i className="bi bi-pencil me-1" aria-hidden />
            {t('editNotes')}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <Form.Control
          ref={field}
          id={id}
          as="textarea"
          rows={5}
          // Notes keep their own direction; an empty field follows the page (and its placeholder).
          dir={(editing ? draft : notes) ? 'auto' : undefined}
          value={editing ? draft : (notes ?? '')}
          readOnly={!editing}
          placeholder={editing ? t('notesPlaceholder') : notes === null ? t('loadingNotes') : t('noNotes')}
          onChange={(e) => setDraft(e.target.value)}
        />
        {editing && (
          <div className="d-flex gap-2 mt-2">
            <Button onClick={() => void save()} disabled={saving}>
              {saving ? t('saving') : t('saveNotes')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setDraft(null)} disabled={saving}>
              {t('cancel')}
            </Button>
          </div>
        )}
        {error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
