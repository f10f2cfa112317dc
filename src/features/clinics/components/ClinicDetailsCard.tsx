import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage } from '../../../lib/store/errors';
import { SaveStatusAlert, type SaveStatus } from '../../../lib/ui/profile/SaveStatusAlert';
import { TimeZoneSelect } from '../../../lib/ui/profile/TimeZoneSelect';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { useUpdateClinicMutation } from '../api/clinicsApi';
import { cleanDetails, clinicDetailsOf, clinicDetailsSchema, type ClinicDetails } from '../logic/clinicForms';

/** The clinic's name and details; its owner edits them (name, address, time zone, NPI, tax id). */
export function ClinicDetailsCard({ clinic, editable }: { clinic: WithId<Clinic>; editable: boolean }) {
  const { t } = useTranslation('clinics');
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const startEditing = () => {
    setStatus(null);
    setEditing(true);
  };
  const none = <span className="text-body-secondary">{t('details.notGiven')}</span>;
  const rows: [string, string][] = [
    [t('details.address'), clinic.address],
    [t('details.timeZone'), clinic.timeZone],
    [t('details.npi'), clinic.npi],
    [t('details.taxId'), clinic.taxId],
  ];
  return (
    <Card as="section" className="mb-3" aria-labelledby="clinic-details-title">
      <Card.Header className="d-flex justify-content-between align-items-center gap-2">
        <h2 id="clinic-details-title" className="h6 mb-0">
          {t('details.title')}
        </h2>
        {editable && !editing && (
          <Button size="sm" variant="outline-primary" onClick={startEditing}>
            {t('details.edit')}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <SaveStatusAlert status={status} />
        {editing ? (
          <DetailsForm
            clinic={clinic}
            onDone={(saved) => {
              setEditing(false);
              if (saved) setStatus({ kind: 'success', text: t('details.saved') });
            }}
          />
        ) : (
          <dl className="row mb-0">
            {rows.map(([label, value]) => (
              <div key={label} className="col-12 col-md-6 mb-2">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0 text-break">{value || none}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}

function DetailsForm({ clinic, onDone }: { clinic: WithId<Clinic>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('clinics');
  const [save] = useUpdateClinicMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<ClinicDetails>({
    initialValues: clinicDetailsOf(clinic),
    validationSchema: clinicDetailsSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await save({ clinicId: clinic.docId, details: cleanDetails(values) }).unwrap();
        onDone(true);
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('details.formLabel')}>
        <SaveStatusAlert status={failure ? { kind: 'danger', text: failure } : null} />
        <TextField name="name" label={t('details.name')} maxLength={LIMITS.clinic.name} autoComplete="organization" translateError={t} />
        <TextField name="address" as="textarea" rows={2} label={t('details.address')} maxLength={LIMITS.clinic.address} translateError={t} />
        <TimeZoneSelect
          id="clinic-time-zone"
          name="timeZone"
          value={formik.values.timeZone}
          onChange={formik.handleChange}
          label={t('details.timeZone')}
          help={t('details.timeZoneHelp')}
        />
        <div className="row">
          <div className="col-12 col-md-6">
            <TextField name="npi" label={t('details.npi')} inputMode="numeric" maxLength={LIMITS.clinic.npi} dir="ltr" help={t('details.npiHelp')} translateError={t} />
          </div>
          <div className="col-12 col-md-6">
            <TextField name="taxId" label={t('details.taxId')} maxLength={LIMITS.clinic.taxId} dir="ltr" translateError={t} />
          </div>
        </div>
        <div className="d-flex gap-2">
          <SubmitButton busy={formik.isSubmitting}>{t('details.save')}</SubmitButton>
          <Button variant="outline-secondary" onClick={() => onDone(false)} disabled={formik.isSubmitting}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </FormikProvider>
  );
}
