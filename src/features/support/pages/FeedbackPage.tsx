import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { FormikProvider, useField, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { selectAuth } from '../../auth';
import { failureKind, useSendFeedbackMutation } from '../api/supportApi';
import { AttachmentPicker } from '../components/AttachmentPicker';
import { RatingQuestion, YesNoQuestion } from '../components/FeedbackQuestions';
import { useFeedbackError } from '../hooks/useFeedbackError';
import { SCREENSHOT_TYPES, namesOf } from '../logic/bugReport';
import { EMPTY_FEEDBACK, FEEDBACK_DEVICES, feedbackSchema, type FeedbackValues } from '../logic/feedback';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

interface FeedbackTextProps {
  name: keyof FeedbackValues;
  as?: 'textarea';
  rows?: number;
  type?: string;
  dir?: string;
  maxLength?: number;
  autoComplete?: string;
}

/** A text field of the feedback form, with its 'Please enter …' message. */
function FeedbackText({ name, ...props }: FeedbackTextProps) {
  const { t } = useTranslation('support');
  const error = useFeedbackError(name);
  return <TextField name={name} label={t(`feedback.questions.${name}`)} translateError={() => error} {...props} />;
}

function DeviceQuestion() {
  const { t } = useTranslation('support');
  const [field] = useField<string>('device');
  const error = useFeedbackError('device');
  return (
    <Form.Group className="mb-3" controlId="feedback-device">
      <Form.Label>{t('feedback.questions.device')}</Form.Label>
      <Form.Select {...field} isInvalid={Boolean(error)}>
        <option value="">{t('feedback.chooseDevice')}</option>
        {FEEDBACK_DEVICES.map((device) => (
          <option key={device} value={device}>
            {t(`feedback.devices.${device}`)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Provide Feedback: the five sections of questions, screenshots, and Submit Feedback. */
export default function FeedbackPage() {
  const { t } = useTranslation('support');
  const { user } = useAppSelector(selectAuth);
  const [files, setFiles] = useState<File[]>([]);
  const [submissions, setSubmissions] = useState(0);
  // The thanks and the failure alert show the last submission's state; closing one forgets it.
  const [sendFeedback, submission] = useSendFeedbackMutation();

  const form = useFormik<FeedbackValues>({
    initialValues: { ...EMPTY_FEEDBACK, ...namesOf(user?.displayName), email: user?.email ?? '' },
    validationSchema: feedbackSchema,
    onSubmit: async (values, { resetForm }) => {
      if (!user) return;
      const sent = await sendFeedback({ uid: user.uid, values, files });
      if ('error' in sent) return;
      resetForm();
      setFiles([]);
      setSubmissions((count) => count + 1);
      window.scrollTo({ top: 0 });
    },
  });
  const iOS = form.values.device === 'iPhone' || form.values.device === 'iPad';

  return (
    <section className="position-relative" aria-busy={form.isSubmitting}>
      <h1 className="h4 mb-3">{t('feedback.title')}</h1>
      {submission.isSuccess && (
        <Alert variant="success" dismissible onClose={submission.reset}>
          {t('feedback.thanks')}
        </Alert>
      )}
      {submission.error && (
        <Alert variant="danger" dismissible onClose={submission.reset}>
          {t(`feedback.${failureKind(submission.error)}`, { message: queryErrorMessage(submission.error) })}
        </Alert>
      )}
      <FormikProvider value={form}>
        <Form noValidate onSubmit={form.handleSubmit}>
          <Section title={t('feedback.sections.personal')}>
            <Row>
              <Col sm={6}>
                <FeedbackText name="firstName" autoComplete="given-name" maxLength={LIMITS.text.personName} />
              </Col>
              <Col sm={6}>
                <FeedbackText name="lastName" autoComplete="family-name" maxLength={LIMITS.text.personName} />
              </Col>
            </Row>
            <FeedbackText name="email" type="email" autoComplete="email" dir="ltr" />
          </Section>
          <Section title={t('feedback.sections.general')}>
            <DeviceQuestion />
            {iOS && <FeedbackText name="iOSVersion" dir="ltr" maxLength={LIMITS.feedback.version} />}
            <Row>
              <Col sm={6}>
                <FeedbackText name="appVersion" dir="ltr" maxLength={LIMITS.feedback.version} />
              </Col>
              <Col sm={6}>
                <FeedbackText name="buildVersion" dir="ltr" maxLength={LIMITS.feedback.version} />
              </Col>
            </Row>
            <RatingQuestion name="userExperienceRating" />
            <RatingQuestion name="easeOfNavigationRating" />
            <RatingQuestion name="uiFriendlinessRating" />
          </Section>
          <Section title={t('feedback.sections.features')}>
            <RatingQuestion name="exerciseVideoClarityRating" />
            <YesNoQuestion name="exerciseVideoGlitches" />
            <RatingQuestion name="personalizedWorkoutPlansRating" />
            <YesNoQuestion name="foundWorkoutPlansEasily" />
            <YesNoQuestion name="appointmentBookingStraightforward" />
            <YesNoQuestion name="appointmentTimelyNotifications" />
            <RatingQuestion name="texavieCoinsIncentivesRating" />
            <YesNoQuestion name="understoodTexavieCoins" />
          </Section>
          <Section title={t('feedback.sections.technical')}>
            <YesNoQuestion name="appRespondedQuickly" />
            <YesNoQuestion name="connectedToBluetooth" />
            <YesNoQuestion name="fileUploadIssues" />
            <FeedbackText name="bugsEncountered" as="textarea" rows={3} maxLength={LIMITS.feedback.text} />
          </Section>
          <Section title={t('feedback.sections.additional')}>
            <FeedbackText name="likedFeatures" as="textarea" rows={3} maxLength={LIMITS.feedback.text} />
            <FeedbackText name="suggestedImprovements" as="textarea" rows={3} maxLength={LIMITS.feedback.text} />
            <AttachmentPicker
              key={submissions}
              label={t('feedback.screenshots')}
              help={t('feedback.screenshotsHelp')}
              types={SCREENSHOT_TYPES}
              files={files}
              onChange={setFiles}
            />
          </Section>
          <SubmitButton busy={form.isSubmitting}>{t('feedback.submit')}</SubmitButton>
        </Form>
      </FormikProvider>
      {form.isSubmitting && (
        <div className="position-absolute top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center bg-body bg-opacity-75" role="status">
          <Spinner className="mb-2" aria-hidden />
          {t('feedback.submitting')}
        </div>
      )}
    </section>
  );
}
