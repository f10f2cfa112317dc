import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/dateFormat';
import { BUG_STATUSES, type BugStatus } from '@rehab/model/collections';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { statusChange, type Bug, type Columns } from '../logic/boardLogic';
import { useBugReportQuery, useMoveBugsMutation } from '../api/bugBoardApi';
import { BugAttachments } from './BugAttachments';
import { BugAssignee } from './BugAssignee';
import { BugComments } from './BugComments';
import { BugTags } from './BugTags';

interface BugDetailsDialogProps {
  /** the report shown; null keeps the dialog closed */
  bugId: string | null;
  /** the active board's columns, so that a new status sends a card on the board to the end of its column */
  columns: Columns | null;
  onHide: () => void;
}

/** A bug report's details, live (70% wide; full screen on a phone): status, assignee and comments change in place. */
export function BugDetailsDialog({ bugId, columns, onHide }: BugDetailsDialogProps) {
  const { t } = useTranslation('bugBoard');
  const { t: common } = useTranslation();
  const titleId = useId();
  // `currentData` is this report's (undefined while it loads; null when it does not exist), never the one shown before.
  const bug = useBugReportQuery(bugId ?? skipToken);
  const loadError = queryErrorMessage(bug.error);

  return (
    <Modal show={bugId !== null} onHide={onHide} dialogClassName="bug-details-dialog" fullscreen="sm-down" scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={common('close')}>
        <Modal.Title id={titleId} className="h5 text-break">
          {t('reportNumber', { id: bugId ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {bug.currentData === undefined && !loadError ? (
          <PageLoader />
        ) : loadError || !bug.currentData ? (
          <Alert variant={loadError ? 'danger' : 'warning'} className="mb-0">
            {loadError ? t('loadOneFailed', { message: loadError }) : t('notFound')}
          </Alert>
        ) : (
          <BugDetails bug={bug.currentData} columns={columns} />
        )}
      </Modal.Body>
    </Modal>
  );
}

function BugDetails({ bug, columns }: { bug: Bug; columns: Columns | null }) {
  const { t } = useTranslation('bugBoard');
  const ids = { status: useId(), comments: useId() };
  const [moveBugs, { isLoading: savingStatus }] = useMoveBugsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const createdAt = bug.createdAt?.toDate();

  async function changeStatus(status: BugStatus) {
    setFailure(null);
    try {
      await moveBugs(statusChange(columns, bug, status)).unwrap();
    } catch (error) {
      setFailure(t('saveFailed', { message: errorMessage(error) }));
    }
  }

  return (
    <>
      <h3 className="h5 typed-text mb-3" dir="auto">
        {bug.summary}
      </h3>
      <Row className="g-4">
        {/* First for the keyboard and on a phone (the spec's order); beside the text from the large breakpoint. */}
        <Col xs={12} lg={4} className="order-lg-last">
          <Form.Group className="mb-3" controlId={ids.status}>
            <Form.Label className="fw-semibold">{t('status')}</Form.Label>
            <div className="d-flex align-items-center gap-2">
              <Form.Select value={bug.status} disabled={savingStatus} onChange={(event) => void changeStatus(event.target.value as BugStatus)}>
                {BUG_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </Form.Select>
              {savingStatus && <Spinner size="sm" aria-hidden />}
            </div>
          </Form.Group>
          {failure && (
            <Alert variant="danger" className="small py-2">
              {failure}
            </Alert>
          )}
          <div className="mb-3">
            <BugTags bug={bug} />
          </div>
          <dl className="mb-0">
            <dt>{t('createdBy')}</dt>
            <dd className="text-break">
              <div dir="auto">{`${bug.firstName} ${bug.lastName}`.trim()}</div>
              <a href={`mailto:${bug.email}`} className="small">
                {bug.email}
              </a>
            </dd>
            <dt>{t('createdAt')}</dt>
            <dd>
              {createdAt ? (
                <time dateTime={createdAt.toISOString()} dir="ltr">
                  {formatTimestamp(createdAt)}
                </time>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('assignee')}</dt>
            <dd className="d-flex align-items-center gap-2">
              <BugAssignee bugId={bug.docId} bug={bug} />
              <span>{bug.assignedTo || t('unassigned')}</span>
            </dd>
            {bug.buildVersion && (
              <>
                <dt>{t('buildVersion')}</dt>
                <dd>{bug.buildVersion}</dd>
              </>
            )}
          </dl>
        </Col>
        <Col xs={12} lg={8} className="text-break">
          <h4 className="h6">
            {t('description')}
          </h4>
          <p className="typed-text" dir="auto">
            {bug.description}
          </p>
          <h4 className="h6 mt-4">
            {t('attachments')}
          </h4>
          <BugAttachments screenshots={bug.screenshots} />
          <h4 id={ids.comments} className="h6 mt-4">
            {t('comments')}
          </h4>
          <BugComments bugId={bug.docId} comments={bug.comments} titleId={ids.comments} />
        </Col>
      </Row>
    </>
  );
}
