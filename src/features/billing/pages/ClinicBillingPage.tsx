import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hasUnresolvedFlag } from '@rehab/model/claimGuards';
import { unitsByCode } from '@rehab/model/rtmClaims';
import { browserTimeZone } from '../../../lib/browserTimeZone';
import { formatMonthKey } from '../../../lib/dateFormat';
import { saveFile } from '../../../lib/saveFile';
import { useAppSelector } from '../../../lib/store/hooks';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ClaimsLoadError } from '../components/ClaimsLoadError';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { toast } from '../../../lib/ui/toastStore';
import { selectUid } from '../../auth';
import { useClinicMembers } from '../../clinics';
import { useClinicRtmClaimsQuery, useCloseClinicRtmMonthMutation } from '../api/billingApi';
import { AmendmentList } from '../components/AmendmentList';
import { ClaimsTable } from '../components/ClaimsTable';
import { ClinicianStates } from '../components/ClinicianStates';
import { CodeTotals } from '../components/CodeTotals';
import { MonthState } from '../components/MonthState';
import { claimsCsv, clinicClaimsFileName } from '../logic/claimsCsv';
import { ALL_CLINICIANS, amendmentsOf, closableClinicians, linesOf, shownClinicians } from '../logic/clinicBilling';
import { billingMonths, defaultBillingMonth } from '../logic/months';

/** A month's claims older than this are read again when the page opens (the clinicians keep logging time). */
const FRESH_SECONDS = 30;

/**
 * clinic.billing (issue 51): the biller's month of the whole clinic as the clinicRtmClaims function computes it:
 * every clinician's lines (or one clinician's), each one's close, the totals per code and the amendments listed;
 * Download CSV of the lines shown, and Close month for the clinic. Each clinician still bills his own minutes.
 */
export default function ClinicBillingPage() {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const uid = useAppSelector(selectUid) ?? '';
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());
  const months = billingMonths(now, browserTimeZone());
  const month = months.includes(search.get('month') ?? '') ? search.get('month')! : defaultBillingMonth(now, browserTimeZone());
  const chosen = search.get('clinician') ?? ALL_CLINICIANS;
  const claims = useClinicRtmClaimsQuery(month, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const data = claims.currentData;
  const { members } = useClinicMembers(data?.clinicId ?? null);
  const [close, closing] = useCloseClinicRtmMonthMutation();
  const [confirming, setConfirming] = useState(false);

  const clinicians = useMemo(() => shownClinicians(data?.clinicians ?? [], ALL_CLINICIANS), [data]);
  const shown = useMemo(() => shownClinicians(clinicians, chosen), [clinicians, chosen]);
  const lines = useMemo(() => linesOf(shown), [shown]);
  const amendments = useMemo(() => amendmentsOf(shown), [shown]);
  const names = useMemo(
    () => new Map([...(members ?? []).map((member) => [member.docId, member.name] as const), ...clinicians.map((clinician) => [clinician.doctorId, clinician.name] as const)]),
    [members, clinicians],
  );
  const nameOf = (id: string) => names.get(id);
  const clinicianOf = (id: string) => names.get(id) ?? id;
  const patientNames = useMemo(() => new Map(lines.map((line) => [line.patientId, line.patientName] as const)), [lines]);
  const closable = closableClinicians(clinicians, month, now);
  const anyOpen = clinicians.some((clinician) => clinician.closed === null);
  const one = shown.length === 1 && chosen !== ALL_CLINICIANS ? shown[0] : null;

  function choose(next: { month?: string; clinician?: string }) {
    closing.reset();
    const clinician = next.clinician ?? chosen;
    setSearch({ month: next.month ?? month, ...(clinician === ALL_CLINICIANS ? {} : { clinician }) });
  }

  function downloadCsv() {
    if (!data) return;
    const csv = claimsCsv(lines, amendments, patientNames, clinicianOf);
    saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), clinicClaimsFileName(data.clinicName, month));
  }

  async function closeMonth() {
    setConfirming(false);
    const result = await close(month);
    // A refusal shows as the function words it, under the buttons; clinicians whose month is not over yet are named.
    if (!result.data) return;
    const closed = result.data.closed.map(({ doctorId }) => clinicianOf(doctorId));
    const monthName = formatMonthKey(month, language);
    toast.success(closed.length > 0 ? t('clinic.closeDone', { month: monthName, names: closed.join(t('clinic.namesSeparator')) }) : t('clinic.closeNothing', { month: monthName }));
  }
  const notOverYet = closing.data?.notOverYet ?? [];
  const flagged = closing.data?.flagged ?? [];
  // lines of the clinicians shown with a flag nobody overrode: their clinician overrides them on his Billing page
  const unresolved = lines.filter(hasUnresolvedFlag).length;

  return (
    <section>
      <h1 className="h3 mb-1">{data ? t('clinic.titleOf', { clinic: data.clinicName }) : t('clinic.title')}</h1>
      <p className="text-body-secondary">{t('clinic.intro')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="clinic-billing-month">
          <Form.Label className="small mb-1">{t('month')}</Form.Label>
          <Form.Select size="sm" value={month} onChange={(event) => choose({ month: event.target.value })}>
            {months.map((key) => (
              <option key={key} value={key}>
                {formatMonthKey(key, language)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="clinic-billing-clinician">
          <Form.Label className="small mb-1">{t('columns.clinician')}</Form.Label>
          <Form.Select size="sm" value={one?.doctorId ?? ALL_CLINICIANS} onChange={(event) => choose({ clinician: event.target.value })} disabled={!data}>
            <option value={ALL_CLINICIANS}>{t('clinic.allClinicians')}</option>
            {clinicians.map((clinician) => (
              <option key={clinician.doctorId} value={clinician.doctorId}>
                {clinician.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" variant="outline-secondary" onClick={downloadCsv} disabled={!data}>
          <i className="bi bi-filetype-csv me-1" aria-hidden />
          {t('downloadCsv')}
        </Button>
        {data && anyOpen && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => setConfirming(true)}
            disabled={closable.length === 0 || closing.isLoading}
            aria-describedby={closable.length === 0 ? 'clinic-billing-not-over' : undefined}
          >
            <i className="bi bi-lock me-1" aria-hidden />
            {closing.isLoading ? t('close.closing') : t('close.button')}
          </Button>
        )}
      </div>
      {closing.isError && (
        <Alert variant="danger" data-testid="close-refused">
          {queryErrorMessage(closing.error)}
        </Alert>
      )}
      {notOverYet.length > 0 && (
        <Alert variant="info" data-testid="close-not-over">
          {t('clinic.notOverYet', { names: notOverYet.map(clinicianOf).join(t('clinic.namesSeparator')) })}
        </Alert>
      )}
      {flagged.length > 0 && (
        <Alert variant="warning" data-testid="close-flagged">
          {t('clinic.flaggedLeftOpen', { names: flagged.map(({ doctorId }) => clinicianOf(doctorId)).join(t('clinic.namesSeparator')) })}
        </Alert>
      )}
      {data && anyOpen && unresolved > 0 && (
        <Alert variant="warning" data-testid="close-unresolved">
          {t('clinic.unresolved', { count: unresolved })}
        </Alert>
      )}
      {data && anyOpen && closable.length === 0 && (
        <p id="clinic-billing-not-over" className="small text-body-secondary">
          {t('clinic.notOver')}
        </p>
      )}

      {claims.isError ? (
        <ClaimsLoadError error={claims.error} onRetry={() => void claims.refetch()} />
      ) : (
        <>
          {data && (
            <Card className="mb-3">
              <Card.Body>
                <h2 className="h5">{one ? t('clinic.stateOf', { name: one.name }) : t('state.title')}</h2>
                {one ? <MonthState closed={one.closed} viewerId={uid} nameOf={nameOf} /> : <ClinicianStates clinicians={shown} viewerId={uid} nameOf={nameOf} />}
              </Card.Body>
            </Card>
          )}
          <Card className="mb-3">
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">{t('linesTitle')}</h2>
            </Card.Header>
            <ClaimsTable lines={lines} loading={!data} clinicianOf={clinicianOf} />
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
                  <AmendmentList amendments={amendments} patientNames={patientNames} clinicianOf={clinicianOf} />
                </Card.Body>
              </Card>
            </>
          )}
        </>
      )}

      <ConfirmDialog
        show={confirming}
        title={t('clinic.closeTitle', { month: formatMonthKey(month, language) })}
        onConfirm={() => void closeMonth()}
        onCancel={() => setConfirming(false)}
        variant="warning"
      >
        <p>{t('clinic.closeExplain')}</p>
        <p className="mb-0">{t('clinic.closeWho', { names: closable.map((clinician) => clinician.name).join(t('clinic.namesSeparator')) })}</p>
      </ConfirmDialog>
    </section>
  );
}
