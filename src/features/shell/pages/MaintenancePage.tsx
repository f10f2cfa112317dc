import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/PublicLayout';

/** /pages/maintenance: the template page (no real behaviour). */
export default function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <section className="text-center">
        <img src="/images/maintenance.svg" alt="" width={240} height={200} className="app-illustration mb-4" />
        <h1>{t('maintenance.title')}</h1>
        <p className="text-body-secondary">{t('maintenance.text')}</p>
      </section>
    </PublicLayout>
  );
}
