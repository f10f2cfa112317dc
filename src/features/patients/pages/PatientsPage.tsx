import { useState } from 'react';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { clampPage, pageCount, pageOf } from '../../../lib/pagination';
import { Avatar } from '../../../lib/ui/Avatar';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { CARD_DEFAULT_PAGE_SIZE, CARD_PAGE_SIZES, searchCards, type PatientCard } from '../patientList';
import { usePatientCards } from '../usePatientCards';
import { usePatients } from '../usePatients';

/** One patient of the grid: picture, name, e-mail and 'View Profile'. */
function PatientCardView({ card }: { card: PatientCard }) {
  const { t } = useTranslation('patients');
  const name = `${card.firstName} ${card.lastName}`;
  return (
    <Card className="h-100 text-center">
      <Card.Body className="d-flex flex-column align-items-center gap-2">
        <Avatar src={card.profilePic} alt={t('pictureOf', { name })} size={72} />
        <Card.Title as="h2" className="h6 mb-0">
          {name}
        </Card.Title>
        <Card.Text className="small text-body-secondary text-break mb-2">{card.email}</Card.Text>
        <Link to={routePath('patients.patientDashboard', { uid: card.uid })} className="btn btn-primary btn-sm mt-auto">
          {t('viewProfile')}
        </Link>
      </Card.Body>
    </Card>
  );
}

/** patients.list: the doctor's patients as a card grid with search, page size and pagination. */
export default function PatientsPage() {
  const { t } = useTranslation('patients');
  const { patients, patientsLoading, patientsError } = usePatients();
  const { cards, loading: cardsLoading, error: cardsError } = usePatientCards(patients.map((p) => p.uid));
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(CARD_DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(1);

  const matching = searchCards(cards, search);
  const pages = pageCount(matching.length, pageSize);
  const page = clampPage(requestedPage, pages);
  const error = patientsError ?? cardsError;
  const loading = (patientsLoading || cardsLoading) && cards.length === 0;

  return (
    <section>
      <h1 className="h4 mb-3">{t('allPatients')}</h1>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-end">
        <Form.Group controlId="patient-cards-search" className="flex-grow-1">
          <Form.Label className="small mb-1">{t('search')}</Form.Label>
          <Form.Control
            type="search"
            value={search}
            placeholder={t('searchByNamesOrEmail')}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </Form.Group>
        <Form.Group controlId="patient-cards-page-size">
          <Form.Label className="small mb-1">{t('perPage')}</Form.Label>
          <Form.Select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
          >
            {CARD_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      {loading && <PageLoader />}
      {!loading && !error && cards.length === 0 && (
        <Card body className="text-center">
          <p className="mb-1">{t('noPatientsWithDevices')}</p>
          <p className="mb-0">
            <Trans t={t} i18nKey="registerDevicesHere" components={{ here: <Link to={routePath('dashboard.profile')} /> }} />
          </p>
        </Card>
      )}
      {cards.length > 0 && matching.length === 0 && <p className="text-body-secondary text-center py-3">{t('noPatients')}</p>}
      {matching.length > 0 && (
        <Row xs={1} sm={2} md={4} className="g-3 mb-3">
          {pageOf(matching, page, pageSize).map((card) => (
            <Col key={card.uid}>
              <PatientCardView card={card} />
            </Col>
          ))}
        </Row>
      )}
      <PaginationBar
        page={page}
        pages={pages}
        onPageChange={setPage}
        labels={{ navigation: t('pagesOfPatients'), previous: t('previousPage'), next: t('nextPage') }}
      />
    </section>
  );
}
