import { useTranslation } from 'react-i18next';
import type { BugReport } from '@rehab/model/collections';
import { AssigneePicker } from '../../../lib/ui/AssigneePicker';
import { useAssignBugMutation } from '../api/bugBoardApi';

/** A bug's assignee (initials) with the popover that assigns one of the two staff members. */
export function BugAssignee({ bugId, bug, size }: { bugId: string; bug: Pick<BugReport, 'summary' | 'assignedTo'>; size?: number }) {
  const { t } = useTranslation('bugBoard');
  const { summary, assignedTo } = bug;
  const [assignBug] = useAssignBugMutation();
  return (
    <AssigneePicker
      assignedTo={assignedTo}
      onAssign={(name) => assignBug({ id: bugId, assignedTo: name }).unwrap()}
      size={size}
      labels={{
        button: assignedTo ? t('assignedTo', { summary, name: assignedTo }) : t('assign', { summary }),
        title: t('assignTo'),
        unassigned: t('unassigned'),
        failed: (message) => t('saveFailed', { message }),
      }}
    />
  );
}
