import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { BugReport, BugStatus } from '@rehab/model/collections';

/** Bootstrap colours of the status tags: grey, blue, amber, green. */
const STATUS_COLOURS: Record<BugStatus, string> = {
  'To Do': 'secondary',
  'In Progress': 'primary',
  'In Review': 'warning',
  Done: 'success',
};

export function StatusTag({ status }: { status: BugStatus }) {
  const { t } = useTranslation('bugBoard');
  return (
    <Badge bg={`${STATUS_COLOURS[status]}-subtle`} text={`${STATUS_COLOURS[status]}-emphasis`} className="fw-normal border">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A bug's app type and category tags, and its status tag on request. */
export function BugTags({ bug, withStatus = false }: { bug: Pick<BugReport, 'appType' | 'category' | 'status'>; withStatus?: boolean }) {
  const { t } = useTranslation('bugBoard');
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg="info-subtle" text="info-emphasis" className="fw-normal">
        <i className={`bi ${bug.appType === 'phone' ? 'bi-phone' : 'bi-globe'} me-1`} aria-hidden="true" />
        {t(`appTypes.${bug.appType}`, { defaultValue: bug.appType })}
      </Badge>
      <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
        {t(`categories.${bug.category}`, { defaultValue: bug.category })}
      </Badge>
      {withStatus && <StatusTag status={bug.status} />}
    </span>
  );
}
