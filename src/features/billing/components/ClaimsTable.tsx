import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { wholeMinutes } from '@rehab/model/rtmCodes';
import { formatDateTime, formatDayKey } from '../../../lib/dateFormat';
import { TableBody } from '../../../lib/ui/TableParts';
import { FlagReason } from './FlagReason';
import type { FlagToOverride } from './OverrideFlagDialog';

const COLUMNS = 11;

interface ClaimsTableProps {
  lines: readonly GuardedClaimLine[];
  loading: boolean;
  /** the clinic's view (issue 51): a column naming each line's billing clinician */
  clinicianOf?: (doctorId: string) => string;
  /** a clinician's open month (issue 53): each flag nobody overrode has an Override button */
  onOverride?: (target: FlagToOverride) => void;
}

/** A line's claim flags (issue 53): each with its reason, and its override (who, why) or an Override button. */
function LineFlags({ line, onOverride }: { line: GuardedClaimLine; onOverride?: (target: FlagToOverride) => void }) {
  const { t } = useTranslation('billing');
  if (line.flags.length === 0) return <span className="text-body-secondary">{t('flags.none')}</span>;
  return (
    <ul className="list-unstyled mb-0 small" aria-label={t('flags.label')} data-testid="line-flags">
      {line.flags.map((flag) => (
        <li key={flag.kind} className="mb-1" data-testid="line-flag" data-overridden={flag.override ? 'true' : 'false'}>
          <FlagReason flag={flag} overridden={Boolean(flag.override)} />
          {flag.override ? (
            <div className="text-body-secondary" data-testid="flag-override">
              {t('flags.overriddenBy', { name: flag.override.byName, reason: flag.override.reason })}
            </div>
          ) : (
            onOverride && (
              <div>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="mt-1"
                  onClick={() => onOverride({ line, flag })}
                  aria-label={t('override.buttonLabel', { flag: t(`flags.kinds.${flag.kind}`), patient: line.patientName, code: line.code })}
                >
                  {t('override.button')}
                </Button>
              </div>
            )
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every claim line of the month: patient (and, for the clinic, clinician), code, units, modifiers, date of service,
 * period, data days, minutes, the month's first real-time contact and the evidence: the count of each kind, and whose
 * minutes a management line counts or leaves out; then its claim flags. On a phone the table scrolls sideways in a region the keyboard can
 * scroll.
 */
export function ClaimsTable({ lines, loading, clinicianOf, onOverride }: ClaimsTableProps) {
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
            <th scope="col">{t('columns.flags')}</th>
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
              <td style={{ minWidth: '14rem' }}>
                <LineFlags line={line} onOverride={onOverride} />
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
