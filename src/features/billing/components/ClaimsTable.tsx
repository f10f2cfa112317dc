import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { RtmClaimLine } from '@rehab/model/rtmClaims';
import { formatDateTime, formatDayKey } from '../../../lib/dateFormat';
import { TableBody } from '../../../lib/ui/TableParts';

const COLUMNS = 10;

/**
 * Every claim line of the month: patient, code, units, modifier, date of service, period, data days, minutes, the
 * month's first real-time contact and the count of each kind of evidence. On a phone the table scrolls sideways in
 * a region the keyboard can scroll.
 */
export function ClaimsTable({ lines, loading }: { lines: readonly RtmClaimLine[]; loading: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const day = (key: string) => formatDayKey(key, language);
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('linesTitle')}>
      <Table hover className="align-middle mb-0" data-testid="claims-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.patient')}</th>
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.units')}</th>
            <th scope="col">{t('columns.modifier')}</th>
            <th scope="col" className="text-nowrap">{t('columns.dateOfService')}</th>
            <th scope="col">{t('columns.period')}</th>
            <th scope="col">{t('columns.dataDays')}</th>
            <th scope="col">{t('columns.minutes')}</th>
            <th scope="col">{t('columns.contact')}</th>
            <th scope="col">{t('columns.evidence')}</th>
          </tr>
        </thead>
        <TableBody loading={loading} count={lines.length} columns={COLUMNS} placeholderRows={4} empty={t('empty')}>
          {lines.map((line) => (
            <tr key={`${line.patientId}-${line.code}-${line.periodStart}`} data-testid="claim-line">
              <th scope="row" className="fw-normal" data-testid="line-patient">
                {line.patientName}
              </th>
              <td data-testid="line-code">{line.code}</td>
              <td data-testid="line-units">{line.units}</td>
              <td>{line.modifier || '—'}</td>
              <td className="text-nowrap">{day(line.dateOfService)}</td>
              <td className="text-nowrap">{t('period', { start: day(line.periodStart), end: day(line.periodEnd) })}</td>
              <td>{line.dataDays ?? '—'}</td>
              <td>{line.minutes ?? '—'}</td>
              <td className="text-nowrap">{line.interactiveAt ? formatDateTime(Date.parse(line.interactiveAt), language) : '—'}</td>
              <td className="text-nowrap small">
                {t('evidence', { sessions: line.evidence.sessionIds.length, entries: line.evidence.entryIds.length, contacts: line.evidence.contactIds.length })}
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
