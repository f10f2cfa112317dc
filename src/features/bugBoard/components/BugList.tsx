import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import { truncate } from '../../../lib/truncate';
import type { Bug } from '../logic/boardLogic';
import { BugAssignee } from './BugAssignee';
import { BugSummary } from './BugSummary';
import { BugTags } from './BugTags';

interface BugListProps {
  /** names the list and its select-all box */
  label: string;
  bugs: Bug[];
  emptyText: string;
  /** the menu's one action on the selected bugs ('Move to backlog', 'Move to Sprint 14'); none without a target */
  action: { label: string; run: (ids: string[]) => Promise<unknown> } | null;
  onOpen: (id: string) => void;
  /** shown beside the menu (e.g. 'Complete Sprint') */
  extra?: ReactNode;
}

/** A list of bugs with checkboxes, tags and assignee; the menu moves the selected ones. */
export function BugList({ label, bugs, emptyText, action, onOpen, extra }: BugListProps) {
  const { t } = useTranslation('bugBoard');
  const selectAllId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Bugs that left the list (moved, or by another admin) are no longer selected.
  const selected = bugs.filter((bug) => chosen.has(bug.docId)).map((bug) => bug.docId);
  const allSelected = bugs.length > 0 && selected.length === bugs.length;

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function run() {
    if (!action) return;
    setMoving(true);
    setFailure(null);
    try {
      await action.run(selected);
      setChosen(new Set());
    } catch (error) {
      setFailure(t('saveFailed', { message: errorMessage(error) }));
    } finally {
      setMoving(false);
    }
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Form.Check
          id={selectAllId}
          className="mb-0 ms-3"
          label={t('selectAll')}
          aria-label={t('selectAllOf', { list: label })}
          checked={allSelected}
          disabled={bugs.length === 0}
          onChange={(event) => setChosen(new Set(event.target.checked ? bugs.map((bug) => bug.docId) : []))}
        />
        <div className="ms-auto d-flex flex-wrap gap-2">
          {action && (
            <Dropdown align="end">
              <Dropdown.Toggle variant="outline-primary" size="sm" disabled={selected.length === 0 || moving}>
                {moving && <Spinner size="sm" className="me-1" aria-hidden />}
                {t('selectedCount', { count: selected.length })}
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as="button" onClick={() => void run()}>
                  {action.label}
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          )}
          {extra}
        </div>
      </div>
      {failure && (
        <Alert variant="danger" className="small py-2" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {bugs.length === 0 ? (
        <p className="text-body-secondary border rounded p-3 mb-0">{emptyText}</p>
      ) : (
        <ListGroup as="ul" aria-label={label}>
          {bugs.map((bug) => (
            <ListGroup.Item as="li" key={bug.docId} className="d-flex flex-wrap align-items-center gap-2" data-testid="bug-row">
              <Form.Check
                className="mb-0"
                aria-label={t('selectBug', { summary: bug.summary })}
                checked={chosen.has(bug.docId)}
                onChange={(event) => toggle(bug.docId, event.target.checked)}
              />
              <button
                type="button"
                className="btn btn-link p-0 text-start text-decoration-none text-break flex-grow-1"
                style={{ flexBasis: '12rem' }}
                title={bug.summary}
                onClick={() => onOpen(bug.docId)}
              >
                <BugSummary summary={bug.summary} shown={truncate(bug.summary)} />
              </button>
              <BugTags bug={bug} withStatus />
              <BugAssignee bugId={bug.docId} bug={bug} size={28} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
