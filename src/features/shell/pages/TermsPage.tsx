import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/PublicLayout';

const SECTIONS = ['use', 'accounts', 'health', 'privacy', 'changes'] as const;

/** /pages/terms: the terms of use the sign-up form links to. */
export default function TermsPage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <article style={{ maxWidth: '48rem' }} className="mx-auto">
        <h1 className="mb-4">{t('terms.title')}</h1>
        {SECTIONS.map((key) => (
          <section key={key} className="mb-4">
            <h2 className="h5">{t(`terms.${key}.title`)}</h2>
            <p>{t(`terms.${key}.text`)}</p>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
