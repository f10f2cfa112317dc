import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { PatientList } from '../components/PatientList';
import { useAddMyPatientMutation, useLazyPatientsWithEmailQuery } from '../api/patientsApi';
import { usePatients } from '../hooks/usePatients';

/** patients.addPatient: find a patient by e-mail among those sharing a device with the doctor, and add them. */
export default function AddPatientPage() {
  const { t } = useTranslation('patients');
  const { uid, doctor } = usePatients();
  const [email, setEmail] = useState('');
  const [findPatients, search] = useLazyPatientsWithEmailQuery();
  const [addMyPatient] = useAddMyPatientMutation();
  const searching = search.isFetching;
  const results = !searching && search.isSuccess ? search.currentData : undefined;
  const failed = !searching && search.isError ? queryErrorMessage(search.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!uid || email.trim() === '') return;
    // Each search asks again: a patient may have registered a device since.
    void findPatients({ doctorUid: uid, email });
  }

  return (
    <section>
      <h1 className="h4 mb-3">{t('addPatientTitle')}</h1>
      <Card body className="mb-3">
        <Form onSubmit={onSubmit} className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId="add-patient-email" className="flex-grow-1">
            <Form.Label>{t('patientEmail')}</Form.Label>
            <Form.Control
              type="email"
              required
              value={email}
              placeholder={t('patientEmailPlaceholder')}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="off"
              dir="ltr"
            />
          </Form.Group>
          <Button type="submit" disabled={!uid || searching}>
            {t('searchButton')}
          </Button>
        </Form>
      </Card>
      {searching && (
        <div className="text-center py-3" role="status">
          <Spinner animation="border" variant="primary" />
          <span className="visually-hidden">{t('searching')}</span>
        </div>
      )}
      {failed && <Alert variant="danger">{failed}</Alert>}
      {results &&
        (results.length === 0 ? (
          <Alert variant="warning">{t('noPatientsWithEmail')}</Alert>
        ) : (
          <Card body>
            <PatientList
              patients={results}
              mode="add"
              ownPatientUids={doctor?.patients}
              onAdd={(patientUid) => addMyPatient({ doctorUid: uid!, patientUid }).unwrap()}
            />
          </Card>
        ))}
    </section>
  );
}
