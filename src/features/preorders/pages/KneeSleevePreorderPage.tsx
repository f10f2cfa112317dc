import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PreorderCheckoutMetadata } from '@rehab/model/payments';
import { HEARD_ABOUT_US_OPTIONS, normalizedPreorderForm, preorderFormErrors } from '@rehab/model/preorderForm';
import { KNEE_SLEEVE_PREORDER, formatStoredAmount, preorderPricing } from '@rehab/model/shop';
import { isPaymentIncomplete } from '../../../lib/paymentReturn';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { selectAuth } from '../../auth';
import { goToHostedCheckout, useCheckoutAttempt } from '../../shop';
import { useStartPreorderCheckoutMutation } from '../api/preordersApi';
import { AutosizeTextarea } from '../components/AutosizeTextarea';
import { PreorderPriceSummary } from '../components/PreorderPriceSummary';
import { EMPTY_PREORDER_FORM, rememberPendingPreorder, unpaidPreorderDraft, type PreorderFormValues } from '../logic/pendingCheckout';
import { preorderMessageKey } from '../logic/preorderFormMessages';
import { LIMITS } from '@rehab/model/limits';

const PACKAGE_ITEMS = ['sleeves', 'cable', 'station', 'case'] as const;

/** What the form sends: the form as stored, and the amounts the page shows (the function recomputes them). */
function checkoutMetadata(values: PreorderFormValues, email: string): PreorderCheckoutMetadata {
  const form = normalizedPreorderForm({ ...values, email });
  const pricing = preorderPricing(form.quantity, form.isOrganizationOrder);
  return {
    ...form,
    productType: 'Preorder',
    subtotal: formatStoredAmount(pricing.subtotal),
    pst: formatStoredAmount(pricing.pst),
    gst: formatStoredAmount(pricing.gst),
    total: formatStoredAmount(pricing.total),
  };
}

/**
 * patient.kneeSleevePreorderForm: 'Pre-Order MarsWear Smart Knee Sleeves'.
 * The package, compatibility and sizes; the form (e-mail prefilled and
 * read-only, organization fields, quantity at least 1, or 10 for an
 * organization); the live price; then the hosted checkout, which returns to
 * the pre-order's own page once paid, or here through the cancel page, with
 * 'Incomplete payment. Please try again.' and the form as it was sent.
 */
export default function KneeSleevePreorderPage() {
  const { t } = useTranslation('preorders');
  const { t: common } = useTranslation();
  const { user } = useAppSelector(selectAuth);
  const email = user?.email ?? '';
  const emailVerified = Boolean(user?.emailVerified);
  const location = useLocation();
  const [startCheckout, checkout] = useStartPreorderCheckoutMutation();
  const { reset } = checkout;
  const leaving = checkout.isLoading || checkout.isSuccess;
  const termsId = useId();
  // The form last sent to an unpaid checkout comes back as it was.
  const [initialValues] = useState<PreorderFormValues>(() => ({ ...((user && unpaidPreorderDraft(user.uid)) || EMPTY_PREORDER_FORM), email }));

  // Back from the payment page through the browser's page cache: the form is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const form = useFormik<PreorderFormValues>({
    initialValues,
    validate: (values) => preorderFormErrors({ ...values, email }),
    onSubmit: async (values) => {
      if (!user) return;
      try {
        const { url, preorderId } = await startCheckout({ uid: user.uid, metadata: checkoutMetadata(values, email), attemptId: attemptId() }).unwrap();
        rememberPendingPreorder(preorderId, user.uid, values);
        goToHostedCheckout(url);
      } catch {
        // The failure shows from the mutation's error; submitting again retries the same attempt.
      }
    },
  });
  const attemptId = useCheckoutAttempt(JSON.stringify(form.values));

  const message = (text: string) => {
    const known = preorderMessageKey(text);
    return known ? t(known.key, known.values) : text;
  };
  const error = queryErrorMessage(checkout.error);
  const organization = form.values.isOrganizationOrder;
  const termsRefused = !form.values.terms && form.submitCount > 0;
  const setChecked = (name: keyof PreorderFormValues) => (event: ChangeEvent<HTMLInputElement>) => void form.setFieldValue(name, event.target.checked);

  return (
    <section>
      <h1 className="h4 mb-3">{t('form.title')}</h1>
      {isPaymentIncomplete(location.state) && (
        <Alert variant="danger" data-testid="payment-incomplete">
          {common('paymentIncomplete')}
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={8}>
          <Card className="mb-3">
            <Card.Body>
              <p>{t('form.intro')}</p>
              <Row className="g-3">
                <Col md={6}>
                  <h2 className="h6">{t('form.package.title')}</h2>
                  <ul className="mb-0">
                    {PACKAGE_ITEMS.map((item) => (
                      <li key={item}>{t(`form.package.${item}`)}</li>
                    ))}
                  </ul>
                </Col>
                <Col md={6}>
                  <h2 className="h6">{t('form.compatibility.title')}</h2>
                  <p>{t('form.compatibility.text')}</p>
                  <h2 className="h6">{t('form.sizes.title')}</h2>
                  <p className="mb-0">{t('form.sizes.text')}</p>
                </Col>
                <Col xs={12}>
                  <h2 className="h6">{t('form.pricing.title')}</h2>
                  <p className="mb-0">{t('form.pricing.text')}</p>
                </Col>
              </Row>
            </Card.Body>
          </Card>

          {!emailVerified && <Alert variant="info">{t('verifyEmail')}</Alert>}
          {error && (
            <Alert variant="danger" dismissible onClose={checkout.reset}>
              <strong className="d-block">{t('form.checkoutFailed')}</strong>
              {error}
            </Alert>
          )}

          <Card>
            <Card.Body>
              <FormikProvider value={form}>
                <Form noValidate onSubmit={form.handleSubmit} aria-label={t('form.title')}>
                  <fieldset disabled={leaving}>
                    <h2 className="h6 text-uppercase text-body-secondary">{t('form.contact')}</h2>
                    <TextField name="email" type="email" label={t('form.email')} readOnly dir="ltr" help={t('form.emailHelp')} translateError={message} />
                    <Row>
                      <Col sm={6}>
                        <TextField name="firstName" label={t('form.firstName')} autoComplete="given-name" maxLength={LIMITS.preorder.firstName} translateError={message} />
                      </Col>
                      <Col sm={6}>
                        <TextField name="lastName" label={t('form.lastName')} autoComplete="family-name" maxLength={LIMITS.preorder.lastName} translateError={message} />
                      </Col>
                    </Row>
                    <TextField name="phone" type="tel" label={t('form.phone')} autoComplete="tel" dir="ltr" maxLength={LIMITS.preorder.phone} translateError={message} />

                    <h2 className="h6 text-uppercase text-body-secondary mt-2">{t('form.shipping')}</h2>
                    <TextField name="streetAddress" label={t('form.streetAddress')} autoComplete="address-line1" maxLength={LIMITS.preorder.streetAddress} translateError={message} />
                    <TextField name="address2" label={t('form.address2')} autoComplete="address-line2" maxLength={LIMITS.preorder.address2} translateError={message} />
                    <Row>
                      <Col sm={6}>
                        <TextField name="city" label={t('form.city')} autoComplete="address-level2" maxLength={LIMITS.preorder.city} translateError={message} />
                      </Col>
                      <Col sm={6}>
                        <TextField name="state" label={t('form.state')} autoComplete="address-level1" maxLength={LIMITS.preorder.state} translateError={message} />
                      </Col>
                      <Col sm={6}>
                        <TextField name="postalCode" label={t('form.postalCode')} autoComplete="postal-code" dir="ltr" maxLength={LIMITS.preorder.postalCode} translateError={message} />
                      </Col>
                      <Col sm={6}>
                        <TextField name="country" label={t('form.country')} autoComplete="country-name" maxLength={LIMITS.preorder.country} translateError={message} />
                      </Col>
                    </Row>

                    <h2 className="h6 text-uppercase text-body-secondary mt-2">{t('form.order')}</h2>
                    <Form.Check
                      type="switch"
                      role="switch"
                      id="preorder-organization"
                      className="mb-3"
                      label={t('form.isOrganizationOrder')}
                      checked={organization}
                      onChange={setChecked('isOrganizationOrder')}
                    />
                    <TextField
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={organization ? KNEE_SLEEVE_PREORDER.organizationMinimumQuantity : KNEE_SLEEVE_PREORDER.minimumQuantity}
                      step={1}
                      label={t('form.quantity')}
                      help={organization ? t('form.quantityOrganizationHelp') : t('form.quantityHelp')}
                      translateError={message}
                      style={{ maxWidth: '10rem' }}
                    />
                    {organization && (
                      <>
                        <TextField name="organizationName" label={t('form.organizationName')} autoComplete="organization" maxLength={LIMITS.preorder.organizationName} translateError={message} />
                        <TextField name="planToUseProduct" as={AutosizeTextarea} label={t('form.planToUseProduct')} maxLength={LIMITS.preorder.planToUseProduct} translateError={message} />
                      </>
                    )}

                    <h2 className="h6 text-uppercase text-body-secondary mt-2">{t('form.questions')}</h2>
                    <fieldset className="mb-3">
                      <legend className="form-label fs-6">{t('form.useApplication')}</legend>
                      {(['Yes', 'No'] as const).map((answer) => (
                        <Form.Check
                          key={answer}
                          inline
                          type="radio"
                          id={`preorder-use-application-${answer}`}
                          name="useApplication"
                          value={answer}
                          label={t(`form.answers.${answer}`)}
                          checked={form.values.useApplication === answer}
                          onChange={form.handleChange}
                        />
                      ))}
                    </fieldset>
                    <TextField name="requestDetails" as={AutosizeTextarea} label={t('form.requestDetails')} maxLength={LIMITS.preorder.requestDetails} translateError={message} />
                    <fieldset className="mb-3">
                      <legend className="form-label fs-6">{t('form.howDidYouHearAboutUs')}</legend>
                      {HEARD_ABOUT_US_OPTIONS.map((option) => (
                        <Form.Check
                          key={option}
                          type="checkbox"
                          id={`preorder-heard-${option}`}
                          name="howDidYouHearAboutUs"
                          value={option}
                          label={t(`form.heardOptions.${option}`)}
                          checked={form.values.howDidYouHearAboutUs.includes(option)}
                          onChange={form.handleChange}
                        />
                      ))}
                    </fieldset>
                    <Form.Check
                      type="checkbox"
                      id="preorder-subscribe"
                      className="mb-3"
                      label={t('form.subscribe')}
                      checked={form.values.subscribe}
                      onChange={setChecked('subscribe')}
                    />

                    <div
                      className={`border rounded p-3 mb-3 ${form.values.terms ? '' : termsRefused ? 'border-danger bg-danger-subtle' : 'border-warning bg-warning-subtle'}`}
                      data-testid="preorder-terms"
                      data-highlighted={!form.values.terms}
                    >
                      <p id={termsId} className="small mb-2">
                        {t('form.termsText')}
                      </p>
                      <Form.Check
                        type="checkbox"
                        id="preorder-terms"
                        label={t('form.terms')}
                        checked={form.values.terms}
                        onChange={setChecked('terms')}
                        isInvalid={termsRefused}
                        aria-describedby={termsId}
                        aria-invalid={termsRefused}
                      />
                    </div>
                  </fieldset>
                  <SubmitButton busy={form.isSubmitting || leaving} disabled={!emailVerified}>
                    {t('form.submit')}
                  </SubmitButton>
                </Form>
              </FormikProvider>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <div className="sticky-lg-top" style={{ top: '5rem' }}>
            <PreorderPriceSummary quantity={form.values.quantity} organization={organization} />
          </div>
        </Col>
      </Row>
    </section>
  );
}
