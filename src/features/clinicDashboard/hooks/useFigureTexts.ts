import { useTranslation } from 'react-i18next';
import { percentOf, type DashboardClinician } from '@rehab/model/clinicDashboard';
import type { AlertAgeBucket } from '../logic/dashboardFigures';

/** The words the dashboard's cards and tables share: a share, an alert age, a clinician's name. */
export function useFigureTexts() {
  const { t } = useTranslation('clinicDashboard');
  return {
    /** "75%", or a dash when there is nothing to share */
    share(part: number, whole: number): string {
      const value = percentOf(part, whole);
      return value === null ? '—' : t('percent', { value });
    },
    ageLabel({ from, to }: AlertAgeBucket): string {
      if (from === 0) return t('alerts.under', { count: to ?? 0 });
      return to === null ? t('alerts.atLeast', { count: from }) : t('alerts.between', { from, to });
    },
    /** "You" for the viewer; a primary no longer a member has no name */
    clinicianName({ uid, name }: Pick<DashboardClinician, 'uid' | 'name'>, viewerUid: string): string {
      return uid === viewerUid ? t('you') : name || t('formerMember');
    },
  };
}
