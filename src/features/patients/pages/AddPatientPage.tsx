import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/useAsyncAction';
import { PatientList } from '../components/PatientList';
import { addToMyPatients, findPatientsByEmail } from '../patientsApi';
import type { PatientListItem } from '../patientList';
import { usePatients } from '../usePatients';

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'done'; results: PatientListItem[] } | { status: 'failed'; error: string };

/** patients.addPatient: find a patient by e-mail among those sharing a device with the doctor, and add them. */
export default function AddPatientPage() {
  const { t } = useTranslation('patients');
  const { uid, doctor } = usePatients();
  const [email, setEmail] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!uid || email.trim() === '') return;
    setSearch({ status: 'searching' });
    try {
      setSearch({ status: 'done', results: await findPatientsByEmail(uid, email) });
    } catch (error) {
      setSearch({ status: 'failed', error: errorMessage(error) });
    }
  }

  return (
    <section>
      <h1 className="h4 mb-3">{t('addPatientTitle')}</h1>
      <Card body className="mb-3">
        <Form onSubmit={(e) => void onSubmit(e)} className="d-flex flex-wrap gap-2 align-items-end">
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
          <Button type="submit" disabled={!uid || search.status === 'searching'}>
            {t('searchButton')}
          </Button>
        </Form>
      </Card>
      {search.status === 'searching' && (
        <div className="text-center py-3" role="status">
          <Spinner animation="border" variant="primary" />
          <span className="visually-hidden">{t('searching')}</span>
        </div>
      )}
      {search.status === 'failed' && <Alert variant="danger">{search.error}</Alert>}
      {search.status === 'done' &&
        (search.results.length === 0 ? (
          <Alert variant="warning">{t('noPatientsWithEmail')}</Alert>
        ) : (
          <Card body>
            <PatientList
              patients={search.results}
              mode="add"
              ownPatientUids={doctor?.patients}
              onAdd={(patientUid) => addToMyPatients(uid!, patientUid)}
            />
          </Card>
        ))}
    </section>
  );
}
