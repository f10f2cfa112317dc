import '../admin.css';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router-dom';
import { CollectionList } from '../components/CollectionList';

/**
 * admin.home: the collection list on the left (above on a phone) and the
 * open collection or document on the right; at /admin itself, a prompt.
 */
export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  const outlet = useOutlet();

  return (
    <Row className="g-3">
      <Col xs={12} md={4} lg={3}>
        <CollectionList foldsOnPhone={outlet !== null} />
      </Col>
      <Col xs={12} md={8} lg={9} className="min-w-0">
        {outlet ?? (
          <div className="border rounded p-4 text-center text-body-secondary">
            {/* An open collection or document has its own h1. */}
            <h1 className="visually-hidden">{t('databaseTitle')}</h1>
            <i className="bi bi-database fs-1 d-block mb-2" aria-hidden="true" />
            <p className="mb-0">{t('selectCollection')}</p>
          </div>
        )}
      </Col>
    </Row>
  );
}
