import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../lib/browserTimeZone';
import type { ContactWithName } from '../../clinics';

/**
 * How to reach a patient (issue 51): his e-mail and phone, and his time zone when it is not the browser's (times
 * are booked in the browser's). Nothing of his record: the front desk sees names and contacts only.
 */
export function ContactDetails({ contact, className = '' }: { contact: ContactWithName; className?: string }) {
  const { t } = useTranslation('frontDesk');
  return (
    <dl className={`small mb-0 ${className}`} data-testid="contact-details">
      <div>
        <dt className="d-inline fw-normal text-body-secondary">{t('contact.email')}: </dt>
        <dd className="d-inline">{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : t('contact.none')}</dd>
      </div>
      <div>
        <dt className="d-inline fw-normal text-body-secondary">{t('contact.phone')}: </dt>
        <dd className="d-inline">{contact.phoneNumber ? <a href={`tel:${contact.phoneNumber}`}>{contact.phoneNumber}</a> : t('contact.none')}</dd>
      </div>
      {contact.timeZone && contact.timeZone !== browserTimeZone() && (
        <div>
          <dt className="d-inline fw-normal text-body-secondary">{t('contact.timeZone')}: </dt>
          <dd className="d-inline">{contact.timeZone}</dd>
        </div>
      )}
    </dl>
  );
}
