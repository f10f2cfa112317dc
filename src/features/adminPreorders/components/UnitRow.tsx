import { Fragment, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { UNIT_STATUSES, type PreorderUnit, type UnitStatus } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { AssigneePicker } from '../../../lib/ui/AssigneePicker';
import { errorMessage } from '../../../lib/store/errors';
import { fromDateInputValue, toDateInputValue } from '../logic/preorderLogic';
import { useAssignPreorderUnitMutation, useSavePreorderUnitDetailsMutation } from '../api/adminPreordersApi';
import { UnitNotes } from './UnitNotes';

export const UNIT_COLUMN_COUNT = 8;

interface Draft {
  boardId: string;
  firmwareVersion: string;
  status: UnitStatus;
  qaSignature: string;
  qaDate: string;
}

const draftOf = (unit: PreorderUnit): Draft => ({
  boardId: unit.boardId,
  firmwareVersion: unit.firmwareVersion,
  status: unit.status,
  qaSignature: unit.qaSignature,
  qaDate: unit.qaDate ? toDateInputValue(unit.qaDate.toDate()) : '',
});

interface UnitRowProps {
  preorderId: string;
  unit: PreorderUnit;
  index: number;
  /** tells the table about a failed save (the row stays in edit mode with what was typed) */
  onError: (message: string | null) => void;
}

/** One ordered unit: its build record (edited in place), its assignee, and its notes below when expanded. */
export function UnitRow({ preorderId, unit, index, onError }: UnitRowProps) {
  const { t } = useTranslation('adminPreorders');
  const notesId = useId();
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saveUnitDetails, { isLoading: saving }] = useSavePreorderUnitDetailsMutation();
  const [assignUnit] = useAssignPreorderUnitMutation();
  const number = index + 1;

  /** A cell: the stored text, or its input while the row is edited. */
  const cell = (name: Exclude<keyof Draft, 'status'>, label: string, shown: string, type = 'text') =>
    draft ? (
      <Form.Control
        size="sm"
        type={type}
        className="preorder-unit-input"
        aria-label={`${label} (${t('unitNumber', { unit: number })})`}
        value={draft[name]}
        maxLength={LIMITS.preorder.unitDetail}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    ) : (
      <span className="text-nowrap">{shown}</span>
    );

  async function confirm() {
    if (!draft) return;
    onError(null);
    try {
      await saveUnitDetails({
        id: preorderId,
        index,
        details: {
          boardId: draft.boardId.trim(),
          firmwareVersion: draft.firmwareVersion.trim(),
          status: draft.status,
          qaSignature: draft.qaSignature.trim(),
          qaDate: fromDateInputValue(draft.qaDate),
        },
      }).unwrap();
      setDraft(null);
    } catch (error) {
      onError(t('unitSaveFailed', { unit: number, message: errorMessage(error) }));
    }
  }

  return (
    <Fragment>
      <tr data-testid="unit-row">
        <td className="text-nowrap">
          <Button
            variant="link"
            size="sm"
            className="p-0 text-decoration-none text-body"
            aria-expanded={expanded}
            aria-controls={expanded ? notesId : undefined}
            aria-label={t('showNotes', { unit: number, count: unit.notes.length })}
            onClick={() => setExpanded((value) => !value)}
          >
            <i className={`bi ${expanded ? 'bi-chevron-down' : 'bi-chevron-right flip-in-rtl'} me-1`} aria-hidden="true" />
            {number}
            {unit.notes.length > 0 && <i className="bi bi-chat-left-text ms-2 text-body-secondary" aria-hidden="true" />}
          </Button>
        </td>
        <td>{cell('boardId', t('boardId'), unit.boardId)}</td>
        <td>{cell('firmwareVersion', t('firmwareVersion'), unit.firmwareVersion)}</td>
        <td>
          {draft ? (
            <Form.Select
              size="sm"
              className="preorder-unit-input"
              aria-label={`${t('unitStatus')} (${t('unitNumber', { unit: number })})`}
              value={draft.status}
              onChange={(event) => setDraft({ ...draft, status: event.target.value as UnitStatus })}
            >
              {UNIT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`unitStatuses.${status}`)}
                </option>
              ))}
            </Form.Select>
          ) : (
            <span className="text-nowrap">{t(`unitStatuses.${unit.status}`, { defaultValue: unit.status })}</span>
          )}
        </td>
        <td>{cell('qaSignature', t('qaSignature'), unit.qaSignature)}</td>
        <td className="text-nowrap">{cell('qaDate', t('qaDate'), unit.qaDate ? toDateInputValue(unit.qaDate.toDate()) : '', 'date')}</td>
        <td>
          <AssigneePicker
            assignedTo={unit.assignedTo}
            onAssign={(name) => assignUnit({ id: preorderId, index, assignedTo: name }).unwrap()}
            labels={{
              button: unit.assignedTo ? t('assignedTo', { unit: number, name: unit.assignedTo }) : t('assignUnit', { unit: number }),
              title: t('assignTo', { unit: number }),
              unassigned: t('unassigned'),
              failed: (message) => t('saveFailed', { message }),
            }}
          />
        </td>
        <td className="text-nowrap">
          {draft ? (
            <>
              <Button size="sm" variant="outline-success" className="me-1" onClick={() => void confirm()} disabled={saving} aria-label={t('confirmUnit', { unit: number })} title={t('confirm')}>
                {saving ? <Spinner size="sm" aria-hidden /> : <i className="bi bi-check-lg" aria-hidden="true" />}
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => setDraft(null)} disabled={saving} aria-label={t('cancelUnit', { unit: number })} title={t('cancel')}>
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline-primary" onClick={() => setDraft(draftOf(unit))} aria-label={t('editUnit', { unit: number })} title={t('edit')}>
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
          )}
        </td>
      </tr>
      {expanded && (
        <tr id={notesId}>
          <td colSpan={UNIT_COLUMN_COUNT} className="bg-body-tertiary">
            <UnitNotes preorderId={preorderId} index={index} notes={unit.notes} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
