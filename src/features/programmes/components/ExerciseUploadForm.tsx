import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Formik, Form as FormikForm, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES } from '@rehab/model/collections';
import { BODY_REGIONS, DIFFICULTIES, EXERCISE_EQUIPMENT, EXERCISE_LANGUAGES, type ClinicExercise } from '@rehab/model/exercises';
import { LIMITS } from '@rehab/model/limits';
import { LANGUAGES } from '../../../lib/languages';
import { queryErrorMessage } from '../../../lib/store/errors';
import { TextField } from '../../../lib/ui/TextField';
import { useCreateExerciseMutation } from '../api/programmesApi';
import { ChoiceSelect } from './ChoiceSelect';
import { EMPTY_EXERCISE, exerciseFormSchema, type ExerciseFormValues } from '../logic/exerciseForm';

interface ExerciseUploadFormProps {
  clinicId: string;
  uid: string;
  /** the clinic's library as read live: where the new exercise's video verdict arrives */
  library: ReadonlyMap<string, ClinicExercise>;
}

/**
 * A clinician's own exercise: its names, English instructions, what it trains and with what, and its video (WebM) and
 * poster, uploaded once the exercise is written; then the content check's verdict on the video as it arrives.
 */
export function ExerciseUploadForm({ clinicId, uid, library }: ExerciseUploadFormProps) {
  const { t } = useTranslation('programmes');
  const [create, creating] = useCreateExerciseMutation();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // A new form after each exercise added: file inputs keep their files until they are drawn anew.
  const [formKey, setFormKey] = useState(0);
  const created = createdId ? library.get(createdId) : undefined;
  const error = queryErrorMessage(creating.error);
  const translate = (message: string) => t(`upload.errors.${message}`);

  const submit = async (values: ExerciseFormValues) => {
    setCreatedId(null);
    const result = await create({ values, clinicId, author: uid });
    if (result.data) {
      setCreatedId(result.data);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <Card as="section" aria-labelledby="upload-title" data-testid="exercise-upload">
      <Card.Header className="bg-body">
        <h2 id="upload-title" className="h5 mb-0">
          {t('upload.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        {created && <Verdict exercise={created} />}
        {error && <Alert variant="danger">{t('upload.failed', { message: error })}</Alert>}
        <Formik key={formKey} initialValues={EMPTY_EXERCISE} validationSchema={exerciseFormSchema} onSubmit={submit}>
          {(form) => <UploadFields form={form} translate={translate} busy={creating.isLoading} />}
        </Formik>
      </Card.Body>
    </Card>
  );
}

function Verdict({ exercise }: { exercise: ClinicExercise }) {
  const { t } = useTranslation('programmes');
  const check = exercise.videoCheck;
  if (!exercise.video) return <Alert variant="success">{t('upload.added')}</Alert>;
  if (check.state === 'pending')
    return (
      <Alert variant="info" data-testid="video-verdict" aria-live="polite">
        {t('upload.checking')}
      </Alert>
    );
  return check.state === 'playable' ? (
    <Alert variant="success" data-testid="video-verdict">
      {t('upload.playable')}
    </Alert>
  ) : (
    <Alert variant="warning" data-testid="video-verdict">
      {t('upload.refused', { found: check.found ?? t('upload.unknownType') })}
    </Alert>
  );
}

function UploadFields({ form, translate, busy }: { form: FormikProps<ExerciseFormValues>; translate: (message: string) => string; busy: boolean }) {
  const { t } = useTranslation('programmes');
  const { values, errors, touched, setFieldValue } = form;
  const fileError = (field: 'video' | 'poster') => (touched[field] || form.submitCount > 0 ? errors[field] : undefined);
  return (
    <FormikForm noValidate>
      <fieldset className="mb-2">
        <legend className="h6">{t('upload.names')}</legend>
        <div className="row g-2">
          {EXERCISE_LANGUAGES.map((language) => (
            <div key={language} className="col-12 col-md-6 col-xl-4">
              <TextField
                name={`name.${language}`}
                label={LANGUAGES.find((known) => known.code === language)?.label ?? language}
                lang={language}
                dir="auto"
                maxLength={LIMITS.exercise.name}
                translateError={translate}
                groupClassName="mb-0"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <TextField as="textarea" rows={3} name="steps" label={t('upload.steps')} help={t('upload.onePerLine')} translateError={translate} />
      <TextField as="textarea" rows={2} name="cues" label={t('instructions.cues')} translateError={translate} />
      <TextField as="textarea" rows={2} name="mistakes" label={t('instructions.mistakes')} translateError={translate} />
      <div className="d-flex flex-wrap gap-3 mb-3">
        <ChoiceSelect
          id="upload-region"
          label={t('columns.region')}
          value={values.bodyRegion}
          choices={BODY_REGIONS}
          textOf={(region) => t(`regions.${region}`)}
          onChange={(value) => void setFieldValue('bodyRegion', value)}
        />
        <ChoiceSelect
          id="upload-difficulty"
          label={t('columns.difficulty')}
          value={values.difficulty}
          choices={DIFFICULTIES}
          textOf={(difficulty) => t(`difficulty.${difficulty}`)}
          onChange={(value) => void setFieldValue('difficulty', value)}
        />
        <ChoiceSelect
          id="upload-device"
          label={t('columns.device')}
          value={values.device}
          choices={DEVICE_TYPES}
          leading={[{ value: '', text: t('noDevice') }]}
          onChange={(value) => void setFieldValue('device', value)}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="h6">{t('columns.equipment')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {EXERCISE_EQUIPMENT.map((item) => (
            <Form.Check
              key={item}
              id={`upload-equipment-${item}`}
              label={t(`equipment.${item}`)}
              checked={values.equipment.includes(item)}
              onChange={(event) => void setFieldValue('equipment', event.target.checked ? [...values.equipment, item] : values.equipment.filter((kept) => kept !== item))}
            />
          ))}
        </div>
        {errors.equipment && <div className="text-danger small">{translate(String(errors.equipment))}</div>}
      </fieldset>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="upload-video">
          <Form.Label>{t('upload.video')}</Form.Label>
          <Form.Control type="file" accept={LIMITS.exercise.videoContentTypes.join(',')} isInvalid={Boolean(fileError('video'))} onChange={(event) => void setFieldValue('video', (event.target as HTMLInputElement).files?.[0] ?? null, true)} />
          <Form.Text>{t('upload.videoHelp')}</Form.Text>
          <Form.Control.Feedback type="invalid">{fileError('video') && translate(String(fileError('video')))}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="upload-poster">
          <Form.Label>{t('upload.poster')}</Form.Label>
          <Form.Control type="file" accept={LIMITS.exercise.posterContentTypes.join(',')} isInvalid={Boolean(fileError('poster'))} onChange={(event) => void setFieldValue('poster', (event.target as HTMLInputElement).files?.[0] ?? null, true)} />
          <Form.Control.Feedback type="invalid">{fileError('poster') && translate(String(fileError('poster')))}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? t('upload.adding') : t('upload.submit')}
      </Button>
    </FormikForm>
  );
}
