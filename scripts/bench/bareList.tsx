/**
 * The yardstick of the list pages (scripts/bench/bareListServer.ts): the Monitoring page, the Billing page and the
 * triage inbox drawn by React alone (no Firebase SDK, no Redux, no router, no i18next) from the bytes the app's view
 * reads, fetched as JSON from the bench's local server, with the app's table markup, rows and page size (the app's own
 * row logic builds and sorts them). Bundled by the bench with Vite; /bare/{view} shows the view on load, /bare/menu
 * the menu alone, whose links fetch and show a view, as the app's menu does.
 */
import { Fragment, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RtmClaims } from '../../src/features/billing/api/billingCalls';
import type { DoctorOverview, TriageAlert } from '@rehab/model/collections';
import { FEW_DAYS_MIN, MOST_DAYS_MIN, managementCodeLabel, wholeMinutes } from '@rehab/model/rtmCodes';
import { PERIOD_DAYS } from '@rehab/model/monitoring';
import { routePath } from '@rehab/model/routes';
import { STATUSES } from '@rehab/model/rtmPeriods';
import { TRIAGE_ALERT_KINDS, compareAlerts } from '@rehab/model/triage';
import { formatDateTime, formatDayKey, formatMonthKey } from '../../src/lib/dateFormat';
import { clampPage, pageCount, pageOf, pageWindow } from '../../src/lib/pagination';
import { localMonth } from '../../src/features/monitoring/logic/management';
import { ROWS_PER_PAGE, buildRow, countByStatus, visibleRows, type MonitoringRow, type RowFilter, type SortKey } from '../../src/features/monitoring/logic/rows';
import { reasonText, type Wording } from '../../src/features/triage/logic/alertTexts';
import billingTexts from '../../src/features/billing/locales/en.json';
import monitoringTexts from '../../src/features/monitoring/locales/en.json';
import shellTexts from '../../src/features/shell/locales/en.json';
import triageTexts from '../../src/features/triage/locales/en.json';

const LIST_VIEWS = ['monitoring', 'billing', 'triage'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** A triage alert as the bench serves it: its id, its timestamps as ms. */
export type BareAlert = Omit<TriageAlert, 'openedAt' | 'snoozedUntil'> & { docId: string; openedAt: number; snoozedUntil: number | null };

interface Texts {
  [key: string]: string | Texts;
}

const LANGUAGE = 'en';

/** i18next's texts of a namespace without i18next: nested keys, `_one`/`_other` plurals by `count`, `{{value}}`s. */
function translator(texts: Texts) {
  const lookup = (path: string) => path.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  const plurals = new Intl.PluralRules(LANGUAGE);
  return (key: string, values: Record<string, string | number | undefined> = {}): string => {
    const plural = typeof values.count === 'number' ? lookup(`${key}_${plurals.select(values.count)}`) : undefined;
    const text = typeof plural === 'string' ? plural : lookup(key);
    return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')) : key;
  };
}

const monitoringT = translator(monitoringTexts);
const billingT = translator(billingTexts);
const triageT = translator(triageTexts);

function Badge({ bg, dark, children, testId }: { bg: string; dark?: boolean; children: string; testId?: string }) {
  return (
    <span className={`badge bg-${bg}${dark ? ' text-dark' : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** The table's placeholder-free body, as TableBody renders it once loaded. */
function TableBody({ count, columns, empty, children }: { count: number; columns: number; empty: string; children: ReactNode }) {
  return (
    <tbody>
      {count === 0 ? (
        <tr>
          <td colSpan={columns} className="text-center text-body-secondary py-4">
            {empty}
          </td>
        </tr>
      ) : (
        children
      )}
    </tbody>
  );
}

/** The filter buttons of a list (react-bootstrap's radio ToggleButtons). */
function RadioFilters({ name, options, checked, label }: { name: string; options: readonly { value: string; text: string }[]; checked: string; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex-wrap btn-group">
      {options.map(({ value, text }) => (
        <Fragment key={value}>
          <input className="btn-check" type="radio" name={name} id={`${name}-${value}`} autoComplete="off" value={value} checked={checked === value} readOnly />
          <label htmlFor={`${name}-${value}`} className="btn btn-outline-primary btn-sm">
            {text}
          </label>
        </Fragment>
      ))}
    </div>
  );
}

const MONITORING_COLUMNS = 10;
const STATUS_BADGE = { atRisk: { bg: 'danger' }, onTrack: { bg: 'info', dark: true }, met: { bg: 'success' }, notStarted: { bg: 'secondary' } } as const;

function MonitoringRowCells({ row }: { row: MonitoringRow }) {
  const t = monitoringT;
  const { progress, work } = row;
  const days = progress?.dataDays.length ?? 0;
  const why =
    row.status !== 'atRisk' || !progress
      ? null
      : progress.noRecentData
        ? progress.daysSinceData === null
          ? t('atRiskNeverData')
          : t('atRiskNoData', { count: progress.daysSinceData })
        : t('atRiskBehind');
  return (
    <tr data-testid={`monitoring-row-${row.uid}`}>
      <th scope="row" className="fw-normal">
        <a href={routePath('patients.patientDashboard', { uid: row.uid })}>{row.name}</a>
      </th>
      <td>
        <div>
          <Badge {...STATUS_BADGE[row.status]} testId="status">
            {t(`status.${row.status}`)}
          </Badge>
          {why && <div className="small text-body-secondary">{why}</div>}
        </div>
      </td>
      <td>
        {progress ? (
          <div className="d-flex align-items-center gap-2" style={{ minWidth: 140 }}>
            <div className="progress flex-grow-1" style={{ height: 8 }} role="progressbar" aria-label={t('dataDaysBar', { count: days })} aria-valuenow={days} aria-valuemin={0} aria-valuemax={PERIOD_DAYS}>
              <div className={`progress-bar ${days >= MOST_DAYS_MIN ? 'bg-success' : days >= FEW_DAYS_MIN ? 'bg-info' : 'bg-warning'}`} style={{ width: `${(100 * Math.min(days, PERIOD_DAYS)) / PERIOD_DAYS}%` }} />
            </div>
            <span className="text-nowrap small" data-testid="data-days">
              {t('dataDaysOf', { count: days })}
            </span>
          </div>
        ) : (
          '—'
        )}
      </td>
      <td data-testid="days-left">{progress ? progress.daysLeft : '—'}</td>
      <td data-testid="device-code">{progress ? (progress.code ?? t('noCode')) : '—'}</td>
      <td data-testid="minutes">{t('minutes', { count: row.management.minutes })}</td>
      <td data-testid="interactive">{row.management.interactive ? t('yes') : t('no')}</td>
      <td data-testid="management-code">{managementCodeLabel(row.management.codes) || t('noCode')}</td>
      <td data-testid="worklist">
        <ul className="list-unstyled small mb-0">
          {work.contactNeeded && (
            <li>
              <Badge bg="warning" dark testId="contact-needed">
                {t('worklist.contactNeeded')}
              </Badge>
            </li>
          )}
          {work.device && (
            <li className={work.device.reachable ? undefined : 'text-danger-emphasis'}>
              {t(work.device.reachable ? 'worklist.days' : 'worklist.daysUnreachable', { count: work.device.days, code: work.device.code, left: work.device.daysLeft })}
            </li>
          )}
          <li>{t('worklist.minutes', { count: work.minutes.minutes, codes: work.minutes.codes })}</li>
        </ul>
      </td>
      <td className="text-nowrap text-end">
        <div className="d-inline-flex gap-1">
          <button type="button" className={`btn btn-sm ${work.contactNeeded ? 'btn-warning' : 'btn-outline-secondary'}`} aria-label={t('recordCallFor', { name: row.name })}>
            {t('recordCall')}
          </button>
          {progress ? (
            <a className="btn btn-sm btn-outline-primary" href={routePath('monitoring.report', { uid: row.uid })} aria-label={t('reportFor', { name: row.name })}>
              {t('report')}
            </a>
          ) : (
            <button type="button" className="btn btn-sm btn-primary" aria-label={t('startFor', { name: row.name })}>
              {t('start')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The Monitoring page: the overview's rows, counted by status, sorted by status, in pages of ROWS_PER_PAGE. */
function MonitoringView({ overview }: { overview: DoctorOverview }) {
  const t = monitoringT;
  const [now] = useState(() => new Date());
  const [requestedPage, setPage] = useState(1);
  const month = localMonth(now);
  const rows = Object.entries(overview.rows).map(([uid, row]) => buildRow(uid, row, month, now));
  const counts = countByStatus(rows);
  const shown = visibleRows(rows, 'all', { key: 'status', direction: 'asc' });
  const pages = pageCount(shown.length, ROWS_PER_PAGE);
  const page = clampPage(requestedPage, pages);
  const sortable = (key: SortKey) => (
    <th scope="col" className="text-nowrap" aria-sort={key === 'status' ? 'ascending' : undefined}>
      <button type="button" className="btn btn-link p-0 border-0 text-body fw-semibold text-decoration-none align-baseline">
        {t(`columns.${key}`)}
        <i className={`bi ms-1 ${key === 'status' ? 'bi-sort-up' : 'bi-arrow-down-up text-body-tertiary'}`} aria-hidden="true" />
        <span className="visually-hidden">{t(key === 'status' ? 'sortedAscending' : 'notSorted')}</span>
      </button>
    </th>
  );
  const filters = (['all', ...STATUSES, 'needsAttention'] as const).map((status: RowFilter) => ({ value: status, text: t('statusCount', { status: t(`status.${status}`), count: counts[status] }) }));
  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro', { month: formatMonthKey(month, LANGUAGE) })}</p>
      <div className="card">
        <div className="card-header bg-body">
          <RadioFilters name="monitoring-filter" options={filters} checked="all" label={t('filterLabel')} />
        </div>
        <div className="table-responsive">
          <table className="align-middle mb-0 table table-hover" data-testid="monitoring-table">
            <thead>
              <tr>
                {sortable('name')}
                {sortable('status')}
                {sortable('dataDays')}
                {sortable('daysLeft')}
                <th scope="col">{t('columns.deviceCode')}</th>
                {sortable('minutes')}
                <th scope="col">{t('columns.interactive')}</th>
                <th scope="col">{t('columns.managementCode')}</th>
                {sortable('attention')}
                <th scope="col">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <TableBody count={shown.length} columns={MONITORING_COLUMNS} empty={t('empty')}>
              {pageOf(shown, page, ROWS_PER_PAGE).map((row) => (
                <MonitoringRowCells key={row.uid} row={row} />
              ))}
            </TableBody>
          </table>
        </div>
        {pages > 1 && (
          <div className="card-footer bg-body">
            <nav aria-label={t('pages')}>
              <ul className="mb-0 flex-wrap pagination">
                <PageItem disabled={page <= 1} onClick={() => setPage(page - 1)} text={t('previousPage')} />
                {pageWindow(page, pages).map((n) => (
                  <li key={n} className={`page-item${n === page ? ' active' : ''}`} aria-current={n === page ? 'page' : undefined}>
                    <button type="button" className="page-link" onClick={() => setPage(n)}>
                      {n}
                    </button>
                  </li>
                ))}
                <PageItem disabled={page >= pages} onClick={() => setPage(page + 1)} text={t('nextPage')} />
              </ul>
            </nav>
          </div>
        )}
      </div>
    </section>
  );
}

function PageItem({ disabled, onClick, text }: { disabled: boolean; onClick: () => void; text: string }) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">
          <span className="visually-hidden">{text}</span>
        </span>
      ) : (
        <button type="button" className="page-link" onClick={onClick}>
          <span className="visually-hidden">{text}</span>
        </button>
      )}
    </li>
  );
}

const CLAIM_COLUMNS = 10;

/** The Billing page's month state and every claim line of the month (the app shows them all, unpaginated). */
function BillingView({ claims }: { claims: RtmClaims }) {
  const t = billingT;
  const day = (key: string) => formatDayKey(key, LANGUAGE);
  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="card mb-3">
        <div className="card-body">
          <h2 className="h5">{t('state.titleOf', { month: formatMonthKey(claims.month, LANGUAGE) })}</h2>
          <p className="mb-0" data-testid="month-state">
            <span className={`badge ${claims.closed ? 'text-bg-secondary' : 'text-bg-success'} me-2`}>{t(claims.closed ? 'state.closed' : 'state.open')}</span>
            {claims.closed ? t('state.closedOn', { date: formatDateTime(Date.parse(claims.closed.closedAt), LANGUAGE), by: claims.closed.closedBy }) : t('state.openHelp')}
          </p>
        </div>
      </div>
      <div className="card mb-3">
        <div className="card-header bg-body">
          <h2 className="h5 mb-0">{t('linesTitle')}</h2>
        </div>
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('linesTitle')}>
          <table className="align-middle mb-0 table table-hover" data-testid="claims-table">
            <thead>
              <tr>
                {(['patient', 'code', 'units', 'modifiers', 'dateOfService', 'period', 'dataDays', 'minutes', 'contact', 'evidence'] as const).map((column) => (
                  <th key={column} scope="col" className={column === 'dateOfService' ? 'text-nowrap' : undefined}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <TableBody count={claims.lines.length} columns={CLAIM_COLUMNS} empty={t('empty')}>
              {claims.lines.map((line) => (
                <tr key={`${line.doctorId}-${line.patientId}-${line.code}-${line.periodStart}`} data-testid="claim-line">
                  <th scope="row" className="fw-normal" data-testid="line-patient">
                    {line.patientName}
                  </th>
                  <td data-testid="line-code">{line.code}</td>
                  <td data-testid="line-units">{line.units}</td>
                  <td className="text-nowrap" data-testid="line-modifiers">
                    {line.modifiers.length > 0 ? line.modifiers.join(' ') : '—'}
                  </td>
                  <td className="text-nowrap">{day(line.dateOfService)}</td>
                  <td className="text-nowrap">{t('period', { start: day(line.periodStart), end: day(line.periodEnd) })}</td>
                  <td>{line.dataDays ?? '—'}</td>
                  <td>{line.minutes ?? '—'}</td>
                  <td className="text-nowrap">{line.interactiveAt ? formatDateTime(Date.parse(line.interactiveAt), LANGUAGE) : '—'}</td>
                  <td className="small">
                    <div className="text-nowrap">{t('evidence', { sessions: line.evidence.sessionIds.length, entries: line.evidence.entryIds.length, contacts: line.evidence.contactIds.length })}</div>
                    {line.evidence.minutesBy.length > 0 && (
                      <ul className="list-unstyled mb-0" aria-label={t('minutesBy.label')} data-testid="line-minutes-by">
                        {line.evidence.minutesBy.map((person) => (
                          <li key={person.uid}>
                            {t(person.billable ? 'minutesBy.person' : 'minutesBy.notBillable', { name: person.name, role: t(`minutesBy.roles.${person.role}`), minutes: wholeMinutes(person.seconds) })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </TableBody>
          </table>
        </div>
      </div>
    </section>
  );
}

const SEVERE_KINDS = new Set(['pain', 'romRegression']);

/** The triage inbox: the alerts waiting for review, most severe first, as the app's list items. */
function TriageView({ alerts }: { alerts: BareAlert[] }) {
  const t = triageT;
  const [now] = useState(() => Date.now());
  const wording: Wording = { t, day: (key) => formatDayKey(key, LANGUAGE), list: (items) => new Intl.ListFormat(LANGUAGE, { type: 'conjunction' }).format(items) };
  const waiting = alerts.filter((alert) => alert.status === 'open' || (alert.status === 'snoozed' && (alert.snoozedUntil ?? 0) <= now)).sort(compareAlerts);
  const filters = (['all', ...TRIAGE_ALERT_KINDS] as const).map((kind) => ({
    value: kind,
    text: t('kindCount', { kind: t(`kinds.${kind}`), count: kind === 'all' ? waiting.length : waiting.filter((alert) => alert.kind === kind).length }),
  }));
  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="card">
        <div className="card-header bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <RadioFilters name="triage-filter" options={filters} checked="all" label={t('filterLabel')} />
        </div>
        {waiting.length === 0 ? (
          <div className="card-body">{t('empty')}</div>
        ) : (
          <ul className="list-group list-group-flush" aria-label={t('listLabel')}>
            {waiting.map((alert) => (
              <li key={alert.docId} className="list-group-item">
                <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
                  <div>
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <Badge bg={SEVERE_KINDS.has(alert.kind) ? 'danger' : 'warning'} dark={!SEVERE_KINDS.has(alert.kind)}>
                        {t(`kinds.${alert.kind}`)}
                      </Badge>
                      <a href={routePath('patients.patientDashboard', { uid: alert.patientId })} className="fw-semibold">
                        {alert.patientName.trim() || t('unnamedPatient')}
                      </a>
                    </div>
                    <p className="mb-1 mt-1">{reasonText(alert, wording)}</p>
                    <small className="text-body-secondary">{t('openedAt', { date: formatDateTime(alert.openedAt, LANGUAGE) })}</small>
                  </div>
                  <button type="button" className="btn btn-outline-primary btn-sm" aria-expanded={false}>
                    {t('review')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

type ViewData = { view: 'monitoring'; data: DoctorOverview } | { view: 'billing'; data: RtmClaims } | { view: 'triage'; data: BareAlert[] };

const MENU: Record<ListView, string> = { monitoring: monitoringTexts.title, billing: billingTexts.title, triage: triageTexts.title };

function viewOfPath(path: string): ListView | null {
  const view = path.split('/')[2];
  return LIST_VIEWS.find((name) => name === view) ?? null;
}

/** The menu, and the chosen view once its JSON has come and been parsed. */
function BareListPage() {
  const [view, setView] = useState(() => viewOfPath(location.pathname));
  const [shown, setShown] = useState<ViewData | null>(null);
  useEffect(() => {
    if (!view) return;
    let current = true;
    void fetch(`/bare/data/${view}.json`)
      .then((response) => response.json())
      .then((data: ViewData['data']) => {
        if (current) setShown({ view, data } as ViewData);
      });
    return () => {
      current = false;
    };
  }, [view]);
  const open = (event: MouseEvent, chosen: ListView) => {
    event.preventDefault();
    history.pushState(null, '', `/bare/${chosen}`);
    setView(chosen);
  };
  return (
    <>
      <nav aria-label={shellTexts.menu.label}>
        <ul className="nav">
          {LIST_VIEWS.map((name) => (
            <li key={name} className="nav-item">
              <a className="nav-link" href={`/bare/${name}`} onClick={(event) => open(event, name)}>
                {MENU[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="container-fluid py-3">
        {shown?.view === 'monitoring' && <MonitoringView overview={shown.data} />}
        {shown?.view === 'billing' && <BillingView claims={shown.data} />}
        {shown?.view === 'triage' && <TriageView alerts={shown.data} />}
      </main>
    </>
  );
}

createRoot(document.getElementById('bare')!).render(<BareListPage />);
