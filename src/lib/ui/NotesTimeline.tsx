import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormikProvider, useFormik } from 'formik';
import { formatTimestamp } from '../dateFormat';
import type { Note } from '@rehab/model/collections';
import { errorMessage } from '../store/errors';
import { InitialsAvatar } from './InitialsAvatar';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { Timeline, TimelineItem } from './Timeline';

export interface NotesTimelineLabels {
  /** shown when there are no notes yet */
  empty: string;
  /** the add-note box's label */
  add: string;
  save: string;
  /** the message when the note could not be stored */
  failed: (message: string) => string;
  /** the message for saving an empty note; without it an empty note is ignored */
  contentRequired?: string;
}

interface NotesTimelineProps {
  notes: readonly Note[];
  /** the id of the heading that names the list */
  labelledBy: string;
  labels: NotesTimelineLabels;
  /** the longest note the box takes: the field's limit (@rehab/model/limits) */
  maxLength: number;
  /**
   * stores the note's text (trimmed), e.g. a mutation's `unwrap()`; the box
   * keeps the text and shows the error when it rejects
   */
  onAdd: (content: string) => Promise<unknown>;
  testId?: string;
}

/** Notes, oldest first, each with its author's initials and time (yyyy-MM-dd HH:mm:ss), and a box to add one. */
export function NotesTimeline({ notes, labelledBy, labels, maxLength, onAdd, testId }: NotesTimelineProps) {
  const formik = useFormik({
    initialValues: { content: '' },
    // Leaving the box empty is no mistake; saving it empty is.
    validateOnBlur: false,
    validate: ({ content }) => (labels.contentRequired && content.trim() === '' ? { content: labels.contentRequired } : {}),
    onSubmit: async ({ content }, helpers) => {
      helpers.setStatus(undefined);
      const text = content.trim();
      if (text === '') {
        helpers.resetForm();
        return;
      }
      try {
        await onAdd(text);
        helpers.resetForm();
      } catch (error) {
        helpers.setStatus(labels.failed(errorMessage(error)));
      }
    },
  });

  return (
    <>
      {notes.length === 0 ? (
        <p className="text-body-secondary small">{labels.empty}</p>
      ) : (
        <Timeline labelledBy={labelledBy} className="mb-3">
          {notes.map((note, index) => (
            <TimelineItem key={index} testId={testId}>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <InitialsAvatar name={note.user} size={24} decorative />
                <span className="fw-semibold typed-text">{note.user}</span>
                {note.timestamp && (
                  <time className="small text-body-secondary" dir="ltr" dateTime={note.timestamp.toDate().toISOString()}>
                    {formatTimestamp(note.timestamp.toDate())}
                  </time>
                )}
              </div>
              <div className="typed-text" dir="auto">
                {note.content}
              </div>
            </TimelineItem>
          ))}
        </Timeline>
      )}
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit} style={{ maxWidth: '40rem' }}>
          <TextField name="content" as="textarea" rows={2} label={labels.add} groupClassName="mb-2" maxLength={maxLength} />
          {typeof formik.status === 'string' && (
            <Alert variant="danger" className="small py-2">
              {formik.status}
            </Alert>
          )}
          <SubmitButton size="sm" busy={formik.isSubmitting}>
            {labels.save}
          </SubmitButton>
        </Form>
      </FormikProvider>
    </>
  );
}
