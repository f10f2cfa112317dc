import { useTranslation } from 'react-i18next';
import type { ClaimFlag } from '@rehab/model/claimGuards';
import { formatDayKey } from '../../../lib/dateFormat';

/** A flag in the reader's language: its kind as a badge, then its reason with the evidence's days and code. */
export function FlagReason({ flag, overridden = false }: { flag: ClaimFlag; overridden?: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const day = (key: string) => formatDayKey(key, i18n.language);
  const values = (() => {
    switch (flag.kind) {
      case 'noCertifiedPlan':
        return { date: day(flag.evidence.dateOfService) };
      case 'lateCertification':
        return { days: flag.evidence.daysAfterFirstTreatment };
      case 'noConsent':
      case 'noPriorRelationship':
        return { date: day(flag.evidence.episodeStart) };
      case 'noDataDayInMonth':
        return {};
      case 'otherClinicBillsDevice':
        return { code: flag.evidence.code, start: day(flag.evidence.periodStart), end: day(flag.evidence.periodEnd) };
    }
  })();
  return (
    <>
      <span className={`badge me-1 ${overridden ? 'text-bg-secondary' : 'text-bg-warning'}`} data-testid="flag-kind">
        {t(`flags.kinds.${flag.kind}`)}
      </span>
      <span>{t(`flags.reasons.${flag.kind}`, values)}</span>
    </>
  );
}
