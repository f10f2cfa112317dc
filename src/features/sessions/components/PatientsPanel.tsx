import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@rehab/model/callables';
import { Avatar } from '../../../lib/ui/Avatar';

/** The list scrolls beyond 320 px. */
const PATIENT_LIST_MAX_HEIGHT = 320;

interface PatientsPanelProps {
  patients: PatientListItem[];
  loading: boolean;
  /** the failure's text, if the list could not be read */
  error: string | null;
  selectedUid: string | null;
  onSelect: (uid: string) => void;
}

/** The doctor's patients: search by first plus last name, picture, name and e-mail; selecting loads the sessions. */
export function PatientsPanel({ patients, loading, error, selectedUid, onSelect }: PatientsPanelProps) {
  const { t } = useTranslation('sessions');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? patients.filter((p) => p.name.toLowerCase().includes(needle)) : patients;
  }, [patients, search]);

  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        {t('patients')}
      </Card.Header>
      <Card.Body>
        <Form.Control
          type="search"
          placeholder={t('searchPatients')}
          aria-label={t('searchPatients')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mb-2"
        />
        {loading && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingPatients')} />}
        {error && <Alert variant="danger">{t('patientsError', { message: error })}</Alert>}
        {!loading && !error && shown.length === 0 && <p className="text-body-secondary mb-0">{t('noPatients')}</p>}
        {shown.length > 0 && (
          <ListGroup className="overflow-auto" style={{ maxHeight: PATIENT_LIST_MAX_HEIGHT }}>
            {shown.map((patient) => (
              <ListGroup.Item
                key={patient.uid}
                action
                active={patient.uid === selectedUid}
                aria-current={patient.uid === selectedUid ? 'true' : undefined}
                onClick={() => onSelect(patient.uid)}
                className="sessions-patient d-flex align-items-center gap-2"
              >
                <Avatar src={patient.profilePic} alt="" size={40} />
                <span className="sessions-patient-text">
                  <span className="d-block fw-semibold">{patient.name}</span>
                  <small className={patient.uid === selectedUid ? '' : 'text-body-secondary'}>{patient.email}</small>
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
