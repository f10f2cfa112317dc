import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { wholeMinutes } from '@rehab/model/rtmCodes';
import { formatDateTime, formatDayKey } from '../../../lib/dateFormat';
import { TableBody } from '../../../lib/ui/TableParts';

const COLUMNS = 10;

interface ClaimsTableProps {
  lines: readonly GuardedClaimLine[];
  loading: boolean;
  /** the clinic's view (issue 51): a column naming each line's billing clinician */
  clinicianOf?: (doctorId: string) => string;
}

/**
 * Every claim line of the month: patient (and, for the clinic, clinician), code, units, modifiers, date of service,
 * period, data days, minutes, the month's first real-time contact and the evidence: the count of each kind, and whose
 * minutes a management line counts or leaves out. On a phone the table scrolls sideways in a region the keyboard can
 * scroll.
 */
export function ClaimsTable({ lines, loading, clinicianOf }: ClaimsTableProps) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const day = (key: string) => formatDayKey(key, language);
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('linesTitle')}>
      <Table hover className="align-middle mb-0" data-testid="claims-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.patient')}</th>
            {clinicianOf && <th scope="col">{t('columns.clinician')}</th>}
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.units')}</th>
            <th scope="col">{t('columns.modifiers')}</th>
            <th scope="col" className="text-nowrap">{t('columns.dateOfService')}</th>
            <th scope="col">{t('columns.period')}</th>
            <th scope="col">{t('columns.dataDays')}</th>
            <th scope="col">{t('columns.minutes')}</th>
            <th scope="col">{t('columns.contact')}</th>
            <th scope="col">{t('columns.evidence')}</th>
          </tr>
        </thead>
        <TableBody loading={loading} count={lines.length} columns={COLUMNS + (clinicianOf ? 1 : 0)} placeholderRows={4} empty={t('empty')}>
          {lines.map((line) => (
            <tr key={`${line.doctorId}-${line.patientId}-${line.code}-${line.periodStart}`} data-testid="claim-line">
              <th scope="row" className="fw-normal" data-testid="line-patient">
                {line.patientName}
              </th>
              {clinicianOf && <td data-testid="line-clinician">{clinicianOf(line.doctorId)}</td>}
              <td data-testid="line-code">{line.code}</td>
              <td data-testid="line-units">{line.units}</td>
              <td className="text-nowrap" data-testid="line-modifiers">
                {line.modifiers.length > 0 ? line.modifiers.join(' ') : '—'}
              </td>
              <td className="text-nowrap">{day(line.dateOfService)}</td>
              <td className="text-nowrap">{t('period', { start: day(line.periodStart), end: day(line.periodEnd) })}</td>
              <td>{line.dataDays ?? '—'}</td>
              <td>{line.minutes ?? '—'}</td>
              <td className="text-nowrap">{line.interactiveAt ? formatDateTime(Date.parse(line.interactiveAt), language) : '—'}</td>
              <td className="small">
                <div className="text-nowrap">
                  {t('evidence', { sessions: line.evidence.sessionIds.length, entries: line.evidence.entryIds.length, contacts: line.evidence.contactIds.length })}
                </div>
                {line.evidence.minutesBy.length > 0 && (
                  <ul className="list-unstyled mb-0" aria-label={t('minutesBy.label')} data-testid="line-minutes-by">
                    {line.evidence.minutesBy.map((person) => (
                      <li key={person.uid}>
                        {t(person.billable ? 'minutesBy.person' : 'minutesBy.notBillable', {
                          name: person.name,
                          role: t(`minutesBy.roles.${person.role}`),
                          minutes: wholeMinutes(person.seconds),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
