import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { Speciality } from '@rehab/model/collections';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useSetDoctorSpecialitiesMutation } from '../api/doctorProfileApi';

/** The doctor's specialities, each with a remove button. */
export function SpecialitiesCard({ doctorUid, specialities }: { doctorUid: string; specialities: readonly Speciality[] }) {
  const { t } = useTranslation('doctorProfile');
  const [setSpecialities, { isLoading: pending, error: failure }] = useSetDoctorSpecialitiesMutation();
  const error = queryErrorMessage(failure);

  function remove(index: number) {
    void setSpecialities({ uid: doctorUid, specialities: specialities.filter((_, i) => i !== index) });
  }

  return (
    <Card>
      <Card.Header as="h2" className="h6">
        {t('specialities')}
      </Card.Header>
      {error && <Alert variant="danger" className="m-2">{error}</Alert>}
      {specialities.length === 0 ? (
        <Card.Body className="text-body-secondary">{t('noSpecialities')}</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {specialities.map((speciality, index) => (
            <ListGroup.Item key={`${index}-${speciality.title}`} className="d-flex justify-content-between align-items-start gap-2">
              <div>
                <div className="fw-semibold">
                  <bdi>{speciality.title}</bdi>
                </div>
                {speciality.description && (
                  <div className="small text-body-secondary">
                    <bdi>{speciality.description}</bdi>
                  </div>
                )}
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={pending}
                onClick={() => remove(index)}
                aria-label={t('removeSpeciality', { title: speciality.title })}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
