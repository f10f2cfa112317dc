import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TRIAGE_THRESHOLDS, THRESHOLD_RANGES } from '@rehab/model/triage';
import { queryErrorMessage, type ApiError } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { usePatientThresholdsQuery, useSetThresholdsMutation } from '../api/triageApi';
import { changedThresholds, THRESHOLD_NAMES, thresholdsSchema, thresholdValues, type ThresholdValues } from '../logic/thresholdsForm';

/**
 * The patient's alert thresholds on his dashboard: empty fields keep the app's default (shown as the placeholder);
 * the setTriageThresholds function checks the ranges again and records the change in the patient's history.
 */
export function AlertThresholdsPanel({ patientUid }: { patientUid: string }) {
  const stored = usePatientThresholdsQuery(patientUid);
  if (stored.isError) return <Alert variant="danger">{queryErrorMessage(stored.error)}</Alert>;
  if (stored.currentData === undefined) return <Spinner size="sm" role="status" />;
  return <ThresholdsForm key={stored.currentData?.updatedAt?.toMillis() ?? 0} patientUid={patientUid} initial={thresholdValues(stored.currentData?.thresholds)} />;
}

function ThresholdsForm({ patientUid, initial }: { patientUid: string; initial: ThresholdValues }) {
  const { t } = useTranslation('triage');
  const [save] = useSetThresholdsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (thresholds: ReturnType<typeof changedThresholds>) => {
    setFailure(null);
    const result = await save({ patientId: patientUid, thresholds });
    if ('error' in result) setFailure((result.error as ApiError).message);
    else toast.success(t('thresholds.saved'));
  };
  const formik = useFormik<ThresholdValues>({
    initialValues: initial,
    validationSchema: thresholdsSchema,
    onSubmit: (values) => submit(changedThresholds(values)),
  });
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('thresholds.title')}</h2>
        <p className="text-body-secondary small">{t('thresholds.intro')}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <FormikProvider value={formik}>
          <Form noValidate onSubmit={formik.handleSubmit}>
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2">
              {THRESHOLD_NAMES.map((name) => (
                <div className="col" key={name}>
                  <TextField
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={THRESHOLD_RANGES[name].min}
                    max={THRESHOLD_RANGES[name].max}
                    step={1}
                    placeholder={String(DEFAULT_TRIAGE_THRESHOLDS[name])}
                    label={t(`thresholds.names.${name}`)}
                    translateError={() => t('thresholds.outOfRange', THRESHOLD_RANGES[name])}
                    groupClassName="mb-2"
                  />
                </div>
              ))}
            </div>
            <div className="d-flex flex-wrap gap-2 mt-2">
              <SubmitButton busy={formik.isSubmitting}>{t('thresholds.save')}</SubmitButton>
              <Button variant="outline-secondary" disabled={formik.isSubmitting} onClick={() => void submit(null)}>
                {t('thresholds.reset')}
              </Button>
            </div>
          </Form>
        </FormikProvider>
      </Card.Body>
    </Card>
  );
}
