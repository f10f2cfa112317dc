import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SIZES } from '@rehab/model/collections';
import { routePath } from '../../../lib/routes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { selectAuth } from '../../auth';
import { useRequestInvoiceMutation } from '../api/shopApi';
import { EMPTY_INVOICE_REQUEST, HOW_OPTIONS, invoiceRequestSchema, type InvoiceRequestValues } from '../logic/invoiceRequest';
import { LIMITS } from '@rehab/model/limits';

/** The first and second word of a display name, to prefill the names. */
function namesOf(displayName: string | null | undefined) {
  const [firstName = '', lastName = ''] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName };
}

/**
 * patient.requestInvoice: the Invoice Request Form for the Knee Sleeve. It
 * stores the request and e-mails it to the staff ('Sending request'), then
 * ends with the thank-you alert.
 */
export default function InvoiceRequestPage() {
  const { t } = useTranslation('shop');
  const { user } = useAppSelector(selectAuth);
  const [requestInvoice, request] = useRequestInvoiceMutation();

  const form = useFormik<InvoiceRequestValues>({
    initialValues: { ...EMPTY_INVOICE_REQUEST, ...namesOf(user?.displayName), email: user?.email ?? '' },
    validationSchema: invoiceRequestSchema,
    onSubmit: async (values) => {
      if (!user) return;
      // The outcome shows from the mutation's state.
      await requestInvoice({ uid: user.uid, values });
    },
  });

  const translateError = (key: string) => t(key);
  const error = queryErrorMessage(request.error);
  const sizeError = form.touched.size || form.submitCount > 0 ? form.errors.size : undefined;
  const howError = form.touched.how || form.submitCount > 0 ? (form.errors.how as string | undefined) : undefined;

  if (request.isSuccess) {
    return (
      <section>
        <h1 className="h4 mb-3">{t('invoice.title')}</h1>
        <Alert variant="success" data-testid="invoice-request-sent">
          <Alert.Heading as="h2" className="h5">
            {t('invoice.thanksTitle')}
          </Alert.Heading>
          <p className="mb-0">{t('invoice.thanks', { email: form.values.email.trim() })}</p>
        </Alert>
        <LinkButton to={routePath('patient.shopDevices')} variant="outline-primary">
          {t('invoice.backToShop')}
        </LinkButton>
      </section>
    );
  }

  return (
    <section>
      <h1 className="h4 mb-1">{t('invoice.title')}</h1>
      <p className="text-body-secondary">{t('invoice.intro')}</p>
      {error && (
        <Alert variant="danger" dismissible onClose={request.reset}>
          {t('invoice.failed', { message: error })}
        </Alert>
      )}
      <Card>
        <Card.Body>
          <FormikProvider value={form}>
            <Form noValidate onSubmit={form.handleSubmit}>
              <fieldset disabled={form.isSubmitting}>
                <h2 className="h6 text-uppercase text-body-secondary">{t('invoice.aboutYou')}</h2>
                <Row>
                  <Col sm={6}>
                    <TextField name="firstName" label={t('invoice.firstName')} autoComplete="given-name" maxLength={LIMITS.invoice.firstName} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="lastName" label={t('invoice.lastName')} autoComplete="family-name" maxLength={LIMITS.invoice.lastName} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="email" type="email" label={t('invoice.email')} autoComplete="email" dir="ltr" maxLength={LIMITS.invoice.email} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="phone" type="tel" label={t('invoice.phone')} autoComplete="tel" dir="ltr" maxLength={LIMITS.invoice.phone} translateError={translateError} />
                  </Col>
                  <Col sm={12}>
                    <TextField name="occupation" label={t('invoice.occupation')} autoComplete="organization-title" maxLength={LIMITS.invoice.occupation} translateError={translateError} />
                  </Col>
                </Row>

                <h2 className="h6 text-uppercase text-body-secondary mt-2">{t('invoice.address')}</h2>
                <TextField name="address1" label={t('invoice.address1')} autoComplete="address-line1" maxLength={LIMITS.invoice.address1} translateError={translateError} />
                <TextField name="address2" label={t('invoice.address2')} autoComplete="address-line2" maxLength={LIMITS.invoice.address2} translateError={translateError} />
                <Row>
                  <Col sm={6}>
                    <TextField name="city" label={t('invoice.city')} autoComplete="address-level2" maxLength={LIMITS.invoice.city} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="province" label={t('invoice.province')} autoComplete="address-level1" maxLength={LIMITS.invoice.province} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="postalCode" label={t('invoice.postalCode')} autoComplete="postal-code" dir="ltr" maxLength={LIMITS.invoice.postalCode} translateError={translateError} />
                  </Col>
                  <Col sm={6}>
                    <TextField name="country" label={t('invoice.country')} autoComplete="country-name" maxLength={LIMITS.invoice.country} translateError={translateError} />
                  </Col>
                </Row>

                <h2 className="h6 text-uppercase text-body-secondary mt-2">{t('invoice.yourRequest')}</h2>
                <fieldset className="mb-3" aria-describedby={sizeError ? 'invoice-size-error' : undefined}>
                  <legend className="form-label fs-6">{t('invoice.size')}</legend>
                  {SIZES.map((size) => (
                    <Form.Check
                      key={size}
                      inline
                      type="radio"
                      id={`invoice-size-${size}`}
                      name="size"
                      value={size}
                      label={size}
                      checked={form.values.size === size}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                      isInvalid={Boolean(sizeError)}
                    />
                  ))}
                  {sizeError && (
                    <div id="invoice-size-error" className="invalid-feedback d-block">
                      {t(sizeError)}
                    </div>
                  )}
                </fieldset>
                <TextField name="purpose" label={t('invoice.purpose')} maxLength={LIMITS.invoice.purpose} translateError={translateError} />
                <TextField name="details" as="textarea" rows={4} label={t('invoice.details')} maxLength={LIMITS.invoice.details} translateError={translateError} />
                <fieldset className="mb-3" aria-describedby={howError ? 'invoice-how-error' : undefined}>
                  <legend className="form-label fs-6">{t('invoice.how')}</legend>
                  {HOW_OPTIONS.map((option) => (
                    <Form.Check
                      key={option}
                      type="checkbox"
                      id={`invoice-how-${option}`}
                      name="how"
                      value={option}
                      label={t(`howOptions.${option}`)}
                      checked={form.values.how.includes(option)}
                      onChange={form.handleChange}
                      onBlur={() => void form.setFieldTouched('how', true)}
                      isInvalid={Boolean(howError)}
                    />
                  ))}
                  {howError && (
                    <div id="invoice-how-error" className="invalid-feedback d-block">
                      {t(howError)}
                    </div>
                  )}
                </fieldset>
              </fieldset>
              <SubmitButton busy={form.isSubmitting}>{form.isSubmitting ? t('invoice.sending') : t('invoice.send')}</SubmitButton>
            </Form>
          </FormikProvider>
        </Card.Body>
      </Card>
    </section>
  );
}
