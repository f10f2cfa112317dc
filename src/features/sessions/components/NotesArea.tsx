import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '../../../lib/store/errors';
import { useSaveSessionNotesMutation } from '../api/sessionsApi';

interface NotesAreaProps {
  sessionId: string;
  /** whose session: the save is recorded in that patient's history */
  patientUid: string;
  /** the saved notes and their version; null while they are not known yet (editing waits for them) */
  saved: { notes: string; version: number } | null;
  readOnly: boolean;
}

interface Draft {
  text: string;
  /** the version the draft started from: a save over a newer one is refused */
  baseVersion: number;
}

/**
 * The session's notes: read-only until Edit (doctors), then a 5-row textarea
 * saved with Save Notes. When someone else saved the notes meanwhile, the save
 * is refused and both texts are shown: keep yours (saved over theirs) or take theirs.
 */
export function NotesArea({ sessionId, patientUid, saved, readOnly }: NotesAreaProps) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saveNotes, { isLoading: saving }] = useSaveSessionNotesMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const editing = draft !== null;
  const conflict = failure?.conflict;

  const edit = () => {
    setDraft({ text: saved?.notes ?? '', baseVersion: saved?.version ?? 0 });
    // The field becomes editable with this render: the cursor goes there next.
    requestAnimationFrame(() => field.current?.focus());
  };
  const save = async (text: string, baseVersion: number) => {
    setFailure(null);
    try {
      await saveNotes({ sessionId, patientUid, notes: text, baseVersion }).unwrap();
      setDraft(null);
    } catch (e) {
      setFailure(toApiError(e));
    }
  };
  const takeTheirs = () => {
    setFailure(null);
    setDraft(null);
  };

  return (
    <Card className="mb-3">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h3 className="h6 mb-0">
          <label htmlFor={id}>{t('notes')}</label>
        </h3>
        {!editing && !readOnly && (
          <Button size="sm" variant="outline-primary" onClick={edit} disabled={saved === null}>
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
          dir={(editing ? draft.text : saved?.notes) ? 'auto' : undefined}
          value={editing ? draft.text : (saved?.notes ?? '')}
          readOnly={!editing}
          placeholder={editing ? t('notesPlaceholder') : saved === null ? t('loadingNotes') : t('noNotes')}
          onChange={(e) => setDraft((current) => current && { ...current, text: e.target.value })}
        />
        {editing && !conflict && (
          <div className="d-flex gap-2 mt-2">
            <Button onClick={() => void save(draft.text, draft.baseVersion)} disabled={saving}>
              {saving ? t('saving') : t('saveNotes')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setDraft(null)} disabled={saving}>
              {t('cancel')}
            </Button>
          </div>
        )}
        {editing && conflict && (
          <NotesConflict theirs={conflict.theirs} saving={saving} onKeepMine={() => void save(draft.text, conflict.version)} onTakeTheirs={takeTheirs} />
        )}
        {failure && !conflict && (
          <Alert variant="danger" className="mt-2 mb-0">
            {t('notesError', { message: failure.message })}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

interface NotesConflictProps {
  theirs: string;
  saving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Someone saved the notes while this doctor was editing: their text beside the draft (which stays in the field above). */
function NotesConflict({ theirs, saving, onKeepMine, onTakeTheirs }: NotesConflictProps) {
  const { t } = useTranslation('sessions');
  const theirsId = useId();
  return (
    <Alert variant="warning" className="mt-2 mb-0" role="alert">
      <p className="mb-2">{t('notesConflict')}</p>
      <Form.Label htmlFor={theirsId} className="small fw-semibold">
        {t('notesConflictTheirs')}
      </Form.Label>
      <Form.Control id={theirsId} as="textarea" rows={5} readOnly value={theirs} dir={theirs ? 'auto' : undefined} placeholder={t('noNotes')} />
      <p className="small mt-2 mb-2">{t('notesConflictYours')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onKeepMine} disabled={saving}>
          {saving ? t('saving') : t('notesKeepMine')}
        </Button>
        <Button variant="outline-secondary" onClick={onTakeTheirs} disabled={saving}>
          {t('notesTakeTheirs')}
        </Button>
      </div>
    </Alert>
  );
}
