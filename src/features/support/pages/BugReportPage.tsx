import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { BUG_CATEGORIES } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { selectAuth } from '../../auth';
import { failureKind, useFileBugReportMutation } from '../api/supportApi';
import { AttachmentPicker } from '../components/AttachmentPicker';
import { ATTACHMENT_TYPES, bugReportSchema, namesOf, type BugReportValues } from '../logic/bugReport';

/** Report a bug: who, which app, what happened, with pictures or videos attached. */
export default function BugReportPage() {
  const { t } = useTranslation('support');
  const { user } = useAppSelector(selectAuth);
  const [files, setFiles] = useState<File[]>([]);
  // A new report starts with a fresh picker (no leftover refusal message).
  const [submissions, setSubmissions] = useState(0);
  // The outcome alerts show the last submission's state; closing one forgets it.
  const [fileBugReport, submission] = useFileBugReportMutation();

  const initialValues: BugReportValues = {
    ...namesOf(user?.displayName),
    email: user?.email ?? '',
    appType: '' as BugReportValues['appType'],
    category: 'other',
    buildVersion: '',
    summary: '',
    description: '',
  };
  const form = useFormik<BugReportValues>({
    initialValues,
    validationSchema: bugReportSchema,
    onSubmit: async (values, { resetForm }) => {
      if (!user) return;
      const filed = await fileBugReport({ uid: user.uid, values, files });
      if ('error' in filed) return;
      resetForm();
      setFiles([]);
      setSubmissions((count) => count + 1);
    },
  });

  const translateError = (key: string) => t(key);
  const appTypeError = form.touched.appType ? form.errors.appType : undefined;

  return (
    <section>
      <h1 className="h4 mb-3">{t('bugReport.title')}</h1>
      {submission.isSuccess && (
        <Alert variant="success" dismissible onClose={submission.reset}>
          {t('bugReport.submitted')}
        </Alert>
      )}
      {submission.error && (
        <Alert variant="danger" dismissible onClose={submission.reset}>
          {t(`bugReport.${failureKind(submission.error)}`, { message: queryErrorMessage(submission.error) })}
        </Alert>
      )}
      <Card>
        <Card.Body>
          <FormikProvider value={form}>
            <Form noValidate onSubmit={form.handleSubmit}>
              <Row>
                <Col sm={6}>
                  <TextField name="firstName" label={t('bugReport.firstName')} autoComplete="given-name" translateError={translateError} />
                </Col>
                <Col sm={6}>
                  <TextField name="lastName" label={t('bugReport.lastName')} autoComplete="family-name" translateError={translateError} />
                </Col>
              </Row>
              <TextField name="email" type="email" label={t('bugReport.email')} autoComplete="email" dir="ltr" translateError={translateError} />
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('bugReport.appType')}</legend>
                {(['phone', 'web'] as const).map((appType) => (
                  <Form.Check
                    key={appType}
                    inline
                    type="radio"
                    id={`app-type-${appType}`}
                    name="appType"
                    value={appType}
                    label={t(`bugReport.appTypes.${appType}`)}
                    checked={form.values.appType === appType}
                    onChange={form.handleChange}
                    onBlur={form.handleBlur}
                    isInvalid={Boolean(appTypeError)}
                  />
                ))}
                {appTypeError && <div className="invalid-feedback d-block">{t(appTypeError)}</div>}
              </fieldset>
              <Row>
                <Col sm={6}>
                  <Form.Group className="mb-3" controlId="bug-category">
                    <Form.Label>{t('bugReport.category')}</Form.Label>
                    <Form.Select name="category" value={form.values.category} onChange={form.handleChange}>
                      {BUG_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {t(`bugReport.categories.${category}`)}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <TextField name="buildVersion" label={t('bugReport.buildVersion')} maxLength={LIMITS.bugReport.buildVersion} dir="ltr" />
                </Col>
              </Row>
              <TextField name="summary" label={t('bugReport.summary')} maxLength={LIMITS.bugReport.summary} translateError={translateError} />
              <TextField name="description" as="textarea" rows={5} label={t('bugReport.description')} maxLength={LIMITS.bugReport.description} translateError={translateError} />
              <AttachmentPicker
                key={submissions}
                label={t('bugReport.attachments')}
                help={t('bugReport.attachmentsHelp')}
                types={ATTACHMENT_TYPES}
                files={files}
                onChange={setFiles}
              />
              <SubmitButton busy={form.isSubmitting}>{form.isSubmitting ? t('bugReport.submitting') : t('bugReport.submit')}</SubmitButton>
            </Form>
          </FormikProvider>
        </Card.Body>
      </Card>
    </section>
  );
}
