import { useTranslation } from 'react-i18next';

/** The template's coming-soon page. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5">
      <h1>{t('comingSoon')}</h1>
    </section>
  );
}
