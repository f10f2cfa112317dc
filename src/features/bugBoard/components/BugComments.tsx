import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import type { Note } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { NotesTimeline } from '../../../lib/ui/NotesTimeline';
import { selectAuth } from '../../auth';
import { useAddBugCommentMutation } from '../api/bugBoardApi';

/** The report's comments, oldest first, and a box to add one (signed with the admin's name, else e-mail address; an empty one is ignored). */
export function BugComments({ bugId, comments, titleId }: { bugId: string; comments: Note[]; titleId: string }) {
  const { t } = useTranslation('bugBoard');
  const { user } = useAppSelector(selectAuth);
  const [addComment] = useAddBugCommentMutation();
  return (
    <NotesTimeline
      notes={comments}
      labelledBy={titleId}
      testId="bug-comment"
      maxLength={LIMITS.bugReport.comment}
      labels={{ empty: t('noComments'), add: t('addComment'), save: t('save'), failed: (message) => t('saveFailed', { message }) }}
      onAdd={(content) => addComment({ id: bugId, comment: { user: user?.displayName || user?.email || '', content } }).unwrap()}
    />
  );
}
