import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatDayKey, formatMonthKey } from '../../../lib/dateFormat';
import { routePath } from '../../../lib/routes';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { ManagementEntryDialog } from '../components/ManagementEntryDialog';
import { useMonthlyReport } from '../hooks/useMonthlyReport';
import { managementCodeLabel } from '@rehab/model/rtmCodes';
import { isLoggableMonth, localMonth, previousMonth, type EntryWithId } from '../logic/management';
import { reportCsv, type CsvLabels, type MonthlyReport } from '../logic/report';

/** The months a report can be made for: this one and the eleven before. */
function recentMonths(now: Date): string[] {
  const months = [localMonth(now)];
  while (months.length < 12) months.push(previousMonth(months.at(-1)!));
  return months;
}

function download(report: MonthlyReport, csv: string) {
  // A byte-order mark, so that spreadsheet programs read the names' accents right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `monitoring-report-${report.patientName.replace(/[^\p{L}\p{N}]+/gu, '-')}-${report.month}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * monitoring.report: one patient's monthly remote-monitoring report for the
 * signed-in doctor, printable and as CSV with the same numbers; time is added
 * or corrected here (current and previous month).
 */
export default function MonthlyReportPage() {
  const { t, i18n } = useTranslation('monitoring');
  const language = i18n.language;
  const { uid: patientUid = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => new Date());
  const months = recentMonths(now);
  const month = months.includes(search.get('month') ?? '') ? search.get('month')! : months[0];
  const { doctorUid, report, loading, error, patientMissing } = useMonthlyReport(patientUid, month);
  const [editing, setEditing] = useState<EntryWithId | 'new' | null>(null);
  const editable = isLoggableMonth(month, now);

  const minutesAndSeconds = (seconds: number) => t('reportPage.durationValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  const csvLabels: CsvLabels = {
    title: t('reportPage.csvTitle'),
    patient: t('reportPage.patient'),
    doctor: t('reportPage.doctor'),
    month: t('reportPage.month'),
    timeZone: t('reportPage.timeZone'),
    period: t('reportPage.periodsTitle'),
    dataDay: t('panel.dataDays'),
    dataDays: t('columns.dataDays'),
    deviceCode: t('columns.deviceCode'),
    entryHeader: [t('reportPage.start'), t('entryForm.minutes'), 's', t('reportPage.activity'), t('reportPage.interactive'), t('reportPage.source'), t('reportPage.reason')],
    contactHeader: [t('reportPage.contact'), t('reportPage.start'), t('entryForm.minutes'), t('reportPage.contactKind'), t('reportPage.attested'), t('reportPage.attestation')],
    totalMinutes: t('reportPage.totalMinutes'),
    interactive: t('reportPage.interactiveCommunication'),
    managementCodes: t('reportPage.managementCodes'),
    none: t('noCode'),
    yes: t('yes'),
    no: t('no'),
    attested: t('reportPage.attested'),
    activity: (activity) => t(`activity.${activity}`),
    contactKind: (kind) => t(`contactKind.${kind}`),
    source: (source) => t(`source.${source}`),
    dateTime: (ms) => formatDateTime(ms, language),
  };

  if (loading) return <PageLoader />;
  if (error) return <Alert variant="danger">{error}</Alert>;
  if (patientMissing || !report || !doctorUid) return <Alert variant="warning">{t('empty')}</Alert>;

  return (
    <section className="monitoring-report">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start mb-3 d-print-none">
        <Link to={routePath('monitoring.overview')}>
          <i className="bi bi-arrow-left me-1" aria-hidden />
          {t('reportPage.back')}
        </Link>
        <div className="d-flex flex-wrap gap-2">
          <Form.Select size="sm" aria-label={t('reportPage.chooseMonth')} value={month} onChange={(event) => setSearch({ month: event.target.value })} style={{ width: 'auto' }}>
            {months.map((key) => (
              <option key={key} value={key}>
                {formatMonthKey(key, language)}
              </option>
            ))}
          </Form.Select>
          {editable && (
            <Button size="sm" variant="outline-primary" onClick={() => setEditing('new')}>
              <i className="bi bi-plus-lg me-1" aria-hidden />
              {t('reportPage.addEntry')}
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" onClick={() => download(report, reportCsv(report, csvLabels))}>
            <i className="bi bi-filetype-csv me-1" aria-hidden />
            {t('reportPage.downloadCsv')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
            <i className="bi bi-printer me-1" aria-hidden />
            {t('reportPage.print')}
          </Button>
        </div>
      </div>

      <Card>
        <Card.Body>
          <h1 className="h3">{t('reportPage.title')}</h1>
          <dl className="row mb-4">
            <dt className="col-sm-3">{t('reportPage.patient')}</dt>
            <dd className="col-sm-9" data-testid="report-patient">{report.patientName}</dd>
            <dt className="col-sm-3">{t('reportPage.doctor')}</dt>
            <dd className="col-sm-9">{report.doctorName}</dd>
            <dt className="col-sm-3">{t('reportPage.month')}</dt>
            <dd className="col-sm-9">{formatMonthKey(report.month, language)}</dd>
            <dt className="col-sm-3">{t('reportPage.timeZone')}</dt>
            <dd className="col-sm-9">{report.timeZone}</dd>
          </dl>

          <h2 className="h5">{t('reportPage.periodsTitle')}</h2>
          {!report.started ? (
            <p>{t('reportPage.notStarted')}</p>
          ) : report.periods.length === 0 ? (
            <p>{t('reportPage.noPeriod')}</p>
          ) : (
            report.periods.map(({ period, dataDays, sessions, code }) => (
              <div key={period.start} className="mb-3" data-testid="report-period">
                <h3 className="h6">{t('reportPage.periodHeading', { start: formatDayKey(period.start, language), end: formatDayKey(period.end, language) })}</h3>
                <p className="mb-1">
                  {t('reportPage.dataDaysList', { count: dataDays.length })}
                  {dataDays.length === 0 && `: ${t('reportPage.noDataDays')}`}
                </p>
                {dataDays.length > 0 && (
                  <ul className="small mb-1" data-testid="report-data-days">
                    {dataDays.map((day) => (
                      <li key={day}>
                        {formatDayKey(day, language)}: {t('reportPage.sessionsOfDay', { count: sessions[day]?.length ?? 0 })} <span className="text-body-secondary text-break">({sessions[day]?.join(', ')})</span>
                      </li>
                    ))}
                  </ul>
                )}
                <p className="mb-0">
                  {t('columns.deviceCode')}: <strong data-testid="report-device-code">{code ?? t('noCode')}</strong>
                </p>
              </div>
            ))
          )}

          <h2 className="h5 mt-4">{t('reportPage.entriesTitle')}</h2>
          {!editable && <p className="small text-body-secondary d-print-none">{t('reportPage.readOnlyMonth')}</p>}
          <Table responsive size="sm" className="align-middle" data-testid="report-entries">
            <thead>
              <tr>
                <th scope="col">{t('reportPage.start')}</th>
                <th scope="col">{t('reportPage.duration')}</th>
                <th scope="col">{t('reportPage.activity')}</th>
                <th scope="col">{t('reportPage.interactive')}</th>
                <th scope="col">{t('reportPage.source')}</th>
                <th scope="col">{t('reportPage.reason')}</th>
                {editable && (
                  <th scope="col" className="d-print-none">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {report.entries.length === 0 ? (
                <tr>
                  <td colSpan={editable ? 7 : 6} className="text-body-secondary">
                    {t('reportPage.noEntries')}
                  </td>
                </tr>
              ) : (
                report.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="text-nowrap">{formatDateTime(entry.start.toMillis(), language)}</td>
                    <td className="text-nowrap">{minutesAndSeconds(entry.seconds)}</td>
                    <td>{t(`activity.${entry.activity}`)}</td>
                    <td>{yesNo(entry.interactive)}</td>
                    <td>{t(`source.${entry.source}`)}</td>
                    <td className="text-break">{entry.reason}</td>
                    {editable && (
                      <td className="d-print-none text-end">
                        <Button size="sm" variant="link" onClick={() => setEditing(entry)} aria-label={t('reportPage.correctEntry', { start: formatDateTime(entry.start.toMillis(), language) })}>
                          {t('reportPage.correct')}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </Table>

          <h2 className="h5 mt-4">{t('reportPage.contactsTitle')}</h2>
          <p className="small text-body-secondary">{t('reportPage.contactsHelp')}</p>
          <Table responsive size="sm" className="align-middle" data-testid="report-contacts">
            <thead>
              <tr>
                <th scope="col">{t('reportPage.start')}</th>
                <th scope="col">{t('reportPage.duration')}</th>
                <th scope="col">{t('reportPage.contactKind')}</th>
                <th scope="col">{t('reportPage.evidence')}</th>
              </tr>
            </thead>
            <tbody>
              {report.contacts.length === 0 ? (
                <tr>
                  <td colSpan={4} className="text-body-secondary">
                    {t('reportPage.noContacts')}
                  </td>
                </tr>
              ) : (
                report.contacts.map((contact) => (
                  <tr key={contact.id}>
                    <td className="text-nowrap">{formatDateTime(contact.start, language)}</td>
                    <td className="text-nowrap">{minutesAndSeconds(contact.seconds)}</td>
                    <td>{t(`contactKind.${contact.kind}`)}</td>
                    <td className="text-break">
                      {contact.attested ? (
                        <>
                          <span className="badge text-bg-info me-1">{t('reportPage.attested')}</span>
                          {contact.attestation}
                        </>
                      ) : (
                        t('reportPage.heldInApp')
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>

          <h2 className="h5 mt-4">{t('reportPage.totals')}</h2>
          <dl className="row" data-testid="report-totals">
            <dt className="col-sm-5">{t('reportPage.totalMinutes')}</dt>
            <dd className="col-sm-7" data-testid="report-minutes">{report.totals.minutes}</dd>
            <dt className="col-sm-5">{t('reportPage.interactiveCommunication')}</dt>
            <dd className="col-sm-7" data-testid="report-interactive">{yesNo(report.totals.interactive)}</dd>
            <dt className="col-sm-5">{t('reportPage.managementCodes')}</dt>
            <dd className="col-sm-7" data-testid="report-management-code">{managementCodeLabel(report.totals.codes) || t('noCode')}</dd>
            <dt className="col-sm-5">{t('reportPage.deviceCodes')}</dt>
            <dd className="col-sm-7">{report.periods.map((p) => p.code ?? t('noCode')).join(', ') || t('noCode')}</dd>
          </dl>
          <p className="mt-4 mb-0 border-top pt-3" data-testid="report-signature">
            {t('reportPage.signed', { name: report.doctorName })} {t('reportPage.signedOn', { date: formatDateTime(now, language) })}
          </p>
        </Card.Body>
      </Card>
      {editing && (
        <ManagementEntryDialog
          onClose={() => setEditing(null)}
          doctorUid={doctorUid}
          patientUid={patientUid}
          entry={editing === 'new' ? undefined : editing}
          month={editing === 'new' ? undefined : month}
        />
      )}
    </section>
  );
}
