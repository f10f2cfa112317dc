import { useTranslation } from 'react-i18next';
import { CLAIM_CODE_ORDER } from '@rehab/model/rtmClaims';

/** Units per code, in the codes' order (every code, none left out, so that months compare at a glance). */
export function CodeTotals({ totals, testId }: { totals: Readonly<Record<string, number>>; testId: string }) {
  const { t } = useTranslation('billing');
  return (
    <dl className="d-flex flex-wrap gap-3 mb-0" data-testid={testId}>
      {CLAIM_CODE_ORDER.map((code) => (
        <div key={code} className="border rounded px-3 py-2 text-center" data-testid={`${testId}-${code}`}>
          <dt className="fw-semibold">{code}</dt>
          <dd className="mb-0">{t('units', { count: totals[code] ?? 0 })}</dd>
        </div>
      ))}
    </dl>
  );
}
