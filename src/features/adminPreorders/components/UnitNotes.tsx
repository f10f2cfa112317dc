import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import type { Note } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { NotesTimeline } from '../../../lib/ui/NotesTimeline';
import { selectAuth } from '../../auth';
import { useAddPreorderUnitNoteMutation } from '../api/adminPreordersApi';

interface UnitNotesProps {
  preorderId: string;
  index: number;
  notes: Note[];
}

/** A unit's notes, oldest first, and a box to add one (signed with the admin's name, else e-mail address; never empty). */
export function UnitNotes({ preorderId, index, notes }: UnitNotesProps) {
  const { t } = useTranslation('adminPreorders');
  const { user } = useAppSelector(selectAuth);
  const [addUnitNote] = useAddPreorderUnitNoteMutation();
  const titleId = useId();
  const unit = index + 1;

  return (
    <div className="py-2">
      <h3 id={titleId} className="h6">
        {t('notesOfUnit', { unit })}
      </h3>
      <NotesTimeline
        notes={notes}
        labelledBy={titleId}
        maxLength={LIMITS.preorder.unitNote}
        labels={{
          empty: t('noNotes'),
          add: t('addNote', { unit }),
          save: t('save'),
          failed: (message) => t('saveFailed', { message }),
          contentRequired: t('validation.noteEmpty'),
        }}
        onAdd={(content) => addUnitNote({ id: preorderId, index, note: { user: user?.displayName || user?.email || '', content } }).unwrap()}
      />
    </div>
  );
}
