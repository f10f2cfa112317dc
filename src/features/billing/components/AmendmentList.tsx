import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { RtmAmendmentSummary } from '@rehab/model/callables';
import type { RtmAmendmentChange } from '@rehab/model/collections';
import { formatDateTime } from '../../../lib/dateFormat';

/** What an amendment changed, in words. */
function useChangeText() {
  const { t, i18n } = useTranslation('billing');
  const at = (iso: string) => formatDateTime(Date.parse(iso), i18n.language);
  return (change: RtmAmendmentChange) => {
    switch (change.type) {
      case 'addTime':
        return t('change.addTime', { minutes: change.minutes, start: at(change.start) });
      case 'setEntryMinutes':
        return t('change.setEntryMinutes', { minutes: change.minutes, entry: change.entryRef });
      case 'addContact':
        return t('change.addContact', { kind: t(`kind.${change.kind}`), minutes: change.minutes, start: at(change.start), attestation: change.attestation });
    }
  };
}

interface AmendmentListProps {
  amendments: readonly (RtmAmendmentSummary & { doctorId?: string })[];
  patientNames: ReadonlyMap<string, string>;
  /** the clinic's view (issue 51): names the clinician whose closed month each amendment changed */
  clinicianOf?: (doctorId: string) => string;
}

/**
 * The amendments the month's claims list: those of this month once closed, and those of earlier closed months
 * made during it, each as an amendment of its closed month, with its patient (and, for the clinic, its clinician),
 * reason, date and change.
 */
export function AmendmentList({ amendments, patientNames, clinicianOf }: AmendmentListProps) {
  const { t, i18n } = useTranslation('billing');
  const changeText = useChangeText();
  if (amendments.length === 0) return <p className="text-body-secondary mb-0">{t('amendments.none')}</p>;
  return (
    <ListGroup variant="flush" data-testid="amendments">
      {amendments.map((amendment) => (
        <ListGroup.Item key={amendment.id} data-testid="amendment">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <strong>{t('amendments.of', { month: amendment.month })}</strong>
            <span className="text-body-secondary small">{formatDateTime(Date.parse(amendment.at), i18n.language)}</span>
          </div>
          <div>{patientNames.get(amendment.patientId) ?? amendment.patientId}</div>
          {clinicianOf && amendment.doctorId && <div>{t('amendments.clinician', { name: clinicianOf(amendment.doctorId) })}</div>}
          <div>{changeText(amendment.change)}</div>
          <div className="text-body-secondary">{t('amendments.reason', { reason: amendment.reason })}</div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
