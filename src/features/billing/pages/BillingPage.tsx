import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hasUnresolvedFlag } from '@rehab/model/claimGuards';
import { unitsByCode } from '@rehab/model/rtmClaims';
import { formatMonthKey } from '../../../lib/dateFormat';
import { saveFile } from '../../../lib/saveFile';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ClaimsLoadError } from '../components/ClaimsLoadError';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { toast } from '../../../lib/ui/toastStore';
import { useClinicMembers, useMyClinic } from '../../clinics';
import { usePatients } from '../../patients';
import { useCloseRtmMonthMutation, useRtmClaimsQuery } from '../api/billingApi';
import { AmendDialog, type AmendablePatient } from '../components/AmendDialog';
import { OverrideFlagDialog, type FlagToOverride } from '../components/OverrideFlagDialog';
import { AmendmentList } from '../components/AmendmentList';
import { ClaimsTable } from '../components/ClaimsTable';
import { CodeTotals } from '../components/CodeTotals';
import { MonthState } from '../components/MonthState';
import { claimsCsv, claimsFileName } from '../logic/claimsCsv';
import { billingMonths, defaultBillingMonth, isMonthOver } from '../logic/months';
import { browserTimeZone } from '../../../lib/browserTimeZone';

/** A month's claims older than this are read again when the page opens (time keeps being logged on other pages). */
const FRESH_SECONDS = 30;

/**
 * monitoring.billing: the doctor's RTM claims of a month as the rtmClaims function computes them: every line, the
 * totals per code, the month's close and the amendments it lists; Download CSV, Close month, and amendments of a
 * closed month; each claim flag with its override or an Override button, and why Close month waits for them.
 */
export default function BillingPage() {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());
  const months = billingMonths(now, browserTimeZone());
  const month = months.includes(search.get('month') ?? '') ? search.get('month')! : defaultBillingMonth(now, browserTimeZone());
  const claims = useRtmClaimsQuery(month, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const data = claims.currentData;
  const { uid, doctor, patients } = usePatients();
  // A month closed by someone else (his clinic's biller, issue 51) names him: the clinic's members are read only then.
  const closedByOther = Boolean(data?.closed && data.closed.closedBy !== data.doctorId);
  const { membership } = useMyClinic(closedByOther ? (uid ?? null) : null);
  const { members } = useClinicMembers(closedByOther ? (membership?.clinicId ?? null) : null);
  const [close, closing] = useCloseRtmMonthMutation();
  const [confirming, setConfirming] = useState(false);
  const [amending, setAmending] = useState(false);
  const [overriding, setOverriding] = useState<FlagToOverride | null>(null);

  const lines = useMemo(() => data?.lines ?? [], [data]);
  const patientNames = useMemo(
    () => new Map([...patients.map((patient) => [patient.uid, patient.name] as const), ...lines.map((line) => [line.patientId, line.patientName] as const)]),
    [patients, lines],
  );
  const amendable = useMemo<AmendablePatient[]>(
    () =>
      [...patientNames]
        .map(([id, name]) => ({ id, name, entryRefs: [...new Set(lines.filter((line) => line.patientId === id).flatMap((line) => line.evidence.entryIds))] }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [patientNames, lines],
  );
  const over = data ? isMonthOver(month, now, data.timeZone) : false;
  // a line with a flag nobody overrode keeps the month from closing (closeRtmMonth refuses it too)
  const unresolved = lines.filter(hasUnresolvedFlag).length;

  function chooseMonth(chosen: string) {
    closing.reset();
    setSearch({ month: chosen });
  }

  function downloadCsv() {
    if (!data) return;
    const amendments = data.amendments.map((amendment) => ({ ...amendment, doctorId: data.doctorId }));
    const csv = claimsCsv(data.lines, amendments, patientNames, (id) => (id === data.doctorId ? (doctor ? `${doctor.firstName} ${doctor.lastName}` : '') : id));
    saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), claimsFileName(month));
  }

  async function closeMonth() {
    setConfirming(false);
    // A refusal (a month not over in the doctor's zone) shows as the function words it, under the buttons.
    if (!('error' in (await close(month)))) toast.success(t('close.done', { month: formatMonthKey(month, language) }));
  }

  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="billing-month">
          <Form.Label className="small mb-1">{t('month')}</Form.Label>
          <Form.Select size="sm" value={month} onChange={(event) => chooseMonth(event.target.value)}>
            {months.map((key) => (
              <option key={key} value={key}>
                {formatMonthKey(key, language)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" variant="outline-secondary" onClick={downloadCsv} disabled={!data}>
          <i className="bi bi-filetype-csv me-1" aria-hidden />
          {t('downloadCsv')}
        </Button>
        {data && !data.closed && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => setConfirming(true)}
            disabled={!over || unresolved > 0 || closing.isLoading}
            aria-describedby={[over ? '' : 'billing-not-over', unresolved > 0 ? 'billing-unresolved' : ''].join(' ').trim() || undefined}
          >
            <i className="bi bi-lock me-1" aria-hidden />
            {closing.isLoading ? t('close.closing') : t('close.button')}
          </Button>
        )}
        {data?.closed && (
          <Button size="sm" variant="outline-primary" onClick={() => setAmending(true)}>
            <i className="bi bi-pencil-square me-1" aria-hidden />
            {t('amend.button')}
          </Button>
        )}
      </div>
      {closing.isError && (
        <Alert variant="danger" data-testid="close-refused">
          {queryErrorMessage(closing.error)}
        </Alert>
      )}
      {data && !data.closed && !over && (
        <p id="billing-not-over" className="small text-body-secondary">
          {t('close.notOver')}
        </p>
      )}
      {data && !data.closed && unresolved > 0 && (
        <Alert variant="warning" id="billing-unresolved" data-testid="close-unresolved">
          {t('close.unresolved', { count: unresolved })}
        </Alert>
      )}

      {claims.isError ? (
        <ClaimsLoadError error={claims.error} onRetry={() => void claims.refetch()} />
      ) : (
        <>
          {data && (
            <Card className="mb-3">
              <Card.Body>
                <h2 className="h5">{t('state.titleOf', { month: formatMonthKey(data.month, language) })}</h2>
                <MonthState closed={data.closed} viewerId={data.doctorId} nameOf={(id) => members?.find((member) => member.docId === id)?.name} />
              </Card.Body>
            </Card>
          )}
          <Card className="mb-3">
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">{t('linesTitle')}</h2>
            </Card.Header>
            <ClaimsTable lines={lines} loading={!data} onOverride={data && !data.closed ? setOverriding : undefined} />
          </Card>
          {data && (
            <>
              <Card className="mb-3">
                <Card.Body>
                  <h2 className="h5">{t('totalsTitle')}</h2>
                  <CodeTotals totals={unitsByCode(lines)} testId="code-totals" />
                </Card.Body>
              </Card>
              <Card>
                <Card.Body>
                  <h2 className="h5">{t('amendments.title')}</h2>
                  <AmendmentList amendments={data.amendments} patientNames={patientNames} />
                </Card.Body>
              </Card>
            </>
          )}
        </>
      )}

      <ConfirmDialog show={confirming} title={t('close.title', { month: formatMonthKey(month, language) })} onConfirm={() => void closeMonth()} onCancel={() => setConfirming(false)} variant="warning">
        {t('close.explain')}
      </ConfirmDialog>
      {amending && <AmendDialog month={month} patients={amendable} onClose={() => setAmending(false)} />}
      {overriding && <OverrideFlagDialog {...overriding} month={month} onClose={() => setOverriding(null)} />}
    </section>
  );
}
