import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

/** The template's compose form: shown, but sending is not part of the product. */
export function ComposeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <Form onSubmit={(e) => e.preventDefault()} aria-labelledby="compose-title">
      <h2 id="compose-title" className="h5">
        {t('newMessage')}
      </h2>
      <Alert variant="info" className="py-2">
        {t('composeUnavailable')}
      </Alert>
      <fieldset disabled>
        <Form.Group className="mb-2" controlId="compose-to">
          <Form.Label>{t('to')}</Form.Label>
          <Form.Control type="email" />
        </Form.Group>
        <Form.Group className="mb-2" controlId="compose-subject">
          <Form.Label>{t('subject')}</Form.Label>
          <Form.Control />
        </Form.Group>
        <Form.Group className="mb-3" controlId="compose-message">
          <Form.Label>{t('message')}</Form.Label>
          <Form.Control as="textarea" rows={6} />
        </Form.Group>
        <Button type="submit" className="me-2">
          {t('send')}
        </Button>
      </fieldset>
      <Button variant="outline-secondary" onClick={onClose}>
        {t('discard')}
      </Button>
    </Form>
  );
}
