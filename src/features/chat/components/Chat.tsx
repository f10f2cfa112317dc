import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { ContactList, type Contact } from './ContactList';
import { Conversation } from './Conversation';

export interface ChatProps {
  side: 'doctor' | 'patient';
  me: string;
  contacts: readonly Contact[];
  contactsLoading: boolean;
  contactsError: string | null;
  selected: string | null;
  onSelect: (uid: string) => void;
}

/**
 * The chat between doctors and patients: the other party's list on the left
 * (a doctor's patients, or a patient's doctors), the conversation on the right.
 */
export function Chat({ side, me, contacts, contactsLoading, contactsError, selected, onSelect }: ChatProps) {
  const { t } = useTranslation('chat');
  const contact = contacts.find((c) => c.uid === selected) ?? null;
  return (
    <>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <Row className="g-3">
        <Col md={4}>
          <Card className="h-100">
            <Card.Header as="h2" className="h6">
              {side === 'doctor' ? t('patients') : t('doctors')}
            </Card.Header>
            {contactsError && <Alert variant="danger" className="m-2">{contactsError}</Alert>}
            {contactsLoading && contacts.length === 0 ? (
              <PageLoader />
            ) : contacts.length === 0 ? (
              <Card.Body className="text-body-secondary">{side === 'doctor' ? t('noPatients') : t('noDoctors')}</Card.Body>
            ) : (
              <ContactList contacts={contacts} selected={selected} onSelect={onSelect} label={side === 'doctor' ? t('patients') : t('doctors')} />
            )}
          </Card>
        </Col>
        <Col md={8}>
          <Card className="h-100">
            <Card.Body>
              {contact ? (
                <Conversation
                  key={contact.uid}
                  doctorID={side === 'doctor' ? me : contact.uid}
                  userID={side === 'doctor' ? contact.uid : me}
                  me={me}
                  otherName={contact.name}
                />
              ) : (
                <p className="text-body-secondary text-center py-5 mb-0">{t('clickOnUser')}</p>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
