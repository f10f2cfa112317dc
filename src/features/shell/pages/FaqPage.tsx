import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/PublicLayout';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4'] as const;

/** /pages/faq: the template's FAQ with placeholder text. */
export default function FaqPage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <section style={{ maxWidth: '48rem' }} className="mx-auto">
        <h1 className="mb-2">{t('faq.title')}</h1>
        <p className="text-body-secondary mb-4">{t('faq.intro')}</p>
        <Accordion defaultActiveKey="q1">
          {QUESTIONS.map((key) => (
            <Accordion.Item key={key} eventKey={key}>
              <Accordion.Header as="h2">{t(`faq.${key}.question`)}</Accordion.Header>
              <Accordion.Body>{t(`faq.${key}.answer`)}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
    </PublicLayout>
  );
}
