import { useId, useMemo, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import { dateTimeInputValue, formatDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { useSetClinicCoverageMutation } from '../api/clinicsApi';
import { COVERAGE_MAX_DAYS, EMPTY_COVERAGE, coverageRequest, coverageSchema, type CoverageValues } from '../logic/coverageForm';
import { useRoleName } from './RoleLabel';

type Status = { kind: 'success' | 'danger'; text: string } | null;

/**
 * Marks the signed-in clinician away (issue 51): from, until (in the browser's zone, as the app's other date-time
 * fields) and the colleague who covers him, checked as setClinicCoverage checks them. A saved coverage replaces his
 * current one; a refused one keeps everything typed, with the function's reason.
 */
export function CoverageForm({ colleagues, replaces }: { colleagues: readonly WithId<ClinicMember>[]; replaces: boolean }) {
  const { t, i18n } = useTranslation('clinics');
  const roleName = useRoleName();
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const [openedAt] = useState(() => Date.now());
  const [save] = useSetClinicCoverageMutation();
  const schema = useMemo(() => coverageSchema(), []);

  const formik = useFormik<CoverageValues>({
    initialValues: { ...EMPTY_COVERAGE, from: dateTimeInputValue(openedAt) },
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      setStatus(null);
      try {
        const saved = await save(coverageRequest(values)).unwrap();
        const cover = colleagues.find((member) => member.docId === saved.cover)?.name ?? '';
        const [from, until] = [saved.from, saved.until].map((at) => formatDateTime(Date.parse(at), i18n.language));
        setStatus({ kind: 'success', text: t('coverage.saved', { cover, from, until }) });
        resetForm();
      } catch (error) {
        setStatus({ kind: 'danger', text: errorMessage(error) });
      }
    },
  });
  const coverError = formik.touched.cover && formik.errors.cover ? t(formik.errors.cover) : undefined;
  const translateError = (key: string) => t(key, { days: COVERAGE_MAX_DAYS });

  return (
    <FormikProvider value={formik}>
      {/* Any edit makes the last save's status stale: it is cleared. */}
      <Form noValidate onSubmit={formik.handleSubmit} onChange={() => setStatus(null)} aria-label={t('coverage.formTitle')}>
        <Form.Group className="mb-3" controlId={`${id}-cover`}>
          <Form.Label>{t('coverage.cover')}</Form.Label>
          <Form.Select {...formik.getFieldProps('cover')} isInvalid={Boolean(coverError)} aria-describedby={`${id}-cover-help`}>
            <option value="">{t('coverage.chooseCover')}</option>
            {colleagues.map((member) => (
              <option key={member.docId} value={member.docId}>
                {`${member.name} (${roleName(member.role)})`}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={`${id}-cover-help`}>{t('coverage.coverHelp')}</Form.Text>
          <Form.Control.Feedback type="invalid">{coverError}</Form.Control.Feedback>
        </Form.Group>
        <TextField name="from" type="datetime-local" label={t('coverage.from')} translateError={translateError} />
        <TextField
          name="until"
          type="datetime-local"
          label={t('coverage.until')}
          min={formik.values.from || dateTimeInputValue(openedAt)}
          help={t('coverage.untilHelp', { days: COVERAGE_MAX_DAYS })}
          translateError={translateError}
        />
        {replaces && <p className="small text-body-secondary">{t('coverage.replaces')}</p>}
        <SubmitButton busy={formik.isSubmitting}>{t('coverage.save')}</SubmitButton>
        <div role="status" aria-live="polite" className="mt-2" data-testid="coverage-status">
          {status && <span className={`text-${status.kind}`}>{status.text}</span>}
        </div>
      </Form>
    </FormikProvider>
  );
}
