import { useId } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatTimestamp } from '../../../lib/dateFormat';
import type { Note } from '../../../lib/model/collections';
import { InitialsAvatar } from '../../../lib/ui/InitialsAvatar';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { errorMessage } from '../../../lib/useAsyncAction';
import { selectAuth } from '../../auth/authSlice';
import { addUnitNote } from '../preordersApi';
import { noteSchema, type NoteValues } from '../validation';

interface UnitNotesProps {
  preorderId: string;
  index: number;
  notes: Note[];
}

/** A unit's notes, oldest first, and a box to add one (signed with the admin's name, else e-mail address). */
export function UnitNotes({ preorderId, index, notes }: UnitNotesProps) {
  const { t } = useTranslation('adminPreorders');
  const { user } = useAppSelector(selectAuth);
  const titleId = useId();
  const formik = useFormik<NoteValues>({
    initialValues: { content: '' },
    validationSchema: noteSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await addUnitNote(preorderId, index, { user: user?.displayName || user?.email || '', content: values.content.trim() });
        helpers.resetForm();
      } catch (error) {
        helpers.setStatus(t('saveFailed', { message: errorMessage(error) }));
      }
    },
  });

  return (
    <div className="py-2">
      <h3 id={titleId} className="h6">
        {t('notesOfUnit', { unit: index + 1 })}
      </h3>
      {notes.length === 0 ? (
        <p className="text-body-secondary small">{t('noNotes')}</p>
      ) : (
        <ol className="preorder-timeline mb-3" aria-labelledby={titleId}>
          {notes.map((note, n) => (
            <li key={n}>
              <span className="preorder-timeline-dot bg-secondary" aria-hidden="true" />
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <InitialsAvatar name={note.user} size={24} decorative />
                <span className="fw-semibold">{note.user}</span>
                {note.timestamp && (
                  <time className="small text-body-secondary" dateTime={note.timestamp.toDate().toISOString()}>
                    {formatTimestamp(note.timestamp.toDate())}
                  </time>
                )}
              </div>
              <div className="preorder-note" dir="auto">
                {note.content}
              </div>
            </li>
          ))}
        </ol>
      )}
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit} style={{ maxWidth: '40rem' }}>
          <TextField
            name="content"
            as="textarea"
            rows={2}
            label={t('addNote', { unit: index + 1 })}
            groupClassName="mb-2"
            maxLength={2000}
            translateError={t}
          />
          {typeof formik.status === 'string' && (
            <Alert variant="danger" className="small py-2">
              {formik.status}
            </Alert>
          )}
          <SubmitButton size="sm" busy={formik.isSubmitting}>
            {t('save')}
          </SubmitButton>
        </Form>
      </FormikProvider>
    </div>
  );
}
