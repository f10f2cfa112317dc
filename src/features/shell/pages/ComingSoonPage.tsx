import { useTranslation } from 'react-i18next';

/** The template's coming-soon content; also stands in for pages not built yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="text-center py-5">
      <img src="/images/coming-soon.svg" alt="" width={240} height={200} className="app-illustration mb-4" />
      <h1>{t('comingSoon.title')}</h1>
      <p className="text-body-secondary">{t('comingSoon.text')}</p>
    </section>
  );
}
