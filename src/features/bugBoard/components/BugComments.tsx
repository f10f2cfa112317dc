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
import { addComment } from '../bugBoardApi';
import { commentSchema, type CommentValues } from '../validation';

/** The report's comments, oldest first, and a box to add one (signed with the admin's name, else e-mail address). */
export function BugComments({ bugId, comments, titleId }: { bugId: string; comments: Note[]; titleId: string }) {
  const { t } = useTranslation('bugBoard');
  const { user } = useAppSelector(selectAuth);
  const formik = useFormik<CommentValues>({
    initialValues: { content: '' },
    validationSchema: commentSchema,
    // Leaving the box empty is no mistake; saving it empty is.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await addComment(bugId, { user: user?.displayName || user?.email || '', content: values.content.trim() });
        helpers.resetForm();
      } catch (error) {
        helpers.setStatus(t('saveFailed', { message: errorMessage(error) }));
      }
    },
  });

  return (
    <>
      {comments.length === 0 ? (
        <p className="text-body-secondary small">{t('noComments')}</p>
      ) : (
        <ol className="bug-timeline mb-3" aria-labelledby={titleId}>
          {comments.map((comment, index) => (
            <li key={index} data-testid="bug-comment">
              <span className="bug-timeline-dot bg-secondary" aria-hidden="true" />
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <InitialsAvatar name={comment.user} size={24} decorative />
                <span className="fw-semibold bug-wrap">{comment.user}</span>
                {comment.timestamp && (
                  <time className="small text-body-secondary" dir="ltr" dateTime={comment.timestamp.toDate().toISOString()}>
                    {formatTimestamp(comment.timestamp.toDate())}
                  </time>
                )}
              </div>
              <div className="bug-text" dir="auto">
                {comment.content}
              </div>
            </li>
          ))}
        </ol>
      )}
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <TextField name="content" as="textarea" rows={2} label={t('addComment')} groupClassName="mb-2" maxLength={2000} translateError={t} />
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
    </>
  );
}
