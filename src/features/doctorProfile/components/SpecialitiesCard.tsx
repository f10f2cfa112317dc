import { useState } from 'react';
import { Alert, Button, Card, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Speciality } from '../../../lib/model/collections';
import { setSpecialities } from '../profileApi';

/** The doctor's specialities, each with a remove button. */
export function SpecialitiesCard({ doctorUid, specialities }: { doctorUid: string; specialities: readonly Speciality[] }) {
  const { t } = useTranslation('doctorProfile');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function remove(index: number) {
    setPending(true);
    setError(null);
    try {
      await setSpecialities(doctorUid, specialities.filter((_, i) => i !== index));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
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
                <div className="fw-semibold">{speciality.title}</div>
                {speciality.description && <div className="small text-body-secondary">{speciality.description}</div>}
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={pending}
                onClick={() => void remove(index)}
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
