import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { PersonCard } from '../../../lib/ui/PersonCard';
import { CoveringBadge, useCoveringFor } from '../../clinics';
import { ListControls } from '../components/ListControls';
import { useListView } from '../hooks/useListView';
import { usePatientCards } from '../hooks/usePatientCards';
import { usePatients } from '../hooks/usePatients';
import { CARD_DEFAULT_PAGE_SIZE, CARD_PAGE_SIZES, searchCards, type PatientCard } from '../logic/patientList';

/** One patient of the grid: picture, name, e-mail and 'View Profile'; whom the doctor covers him for (issue 51). */
function PatientCardView({ card, coveringFor }: { card: PatientCard; coveringFor: string | undefined }) {
  const { t } = useTranslation('patients');
  const name = `${card.firstName} ${card.lastName}`;
  return (
    <PersonCard name={name} picture={card.profilePic} pictureAlt={t('pictureOf', { name })} pictureSize={72} titleClassName="h6" className="h-100">
      <div className="small text-body-secondary text-break mb-2">{card.email}</div>
      <CoveringBadge awayName={coveringFor} className="mb-2" />
      <LinkButton to={routePath('patients.patientDashboard', { uid: card.uid })} size="sm" className="mt-auto">
        {t('viewProfile')}
      </LinkButton>
    </PersonCard>
  );
}

/** patients.list: the doctor's patients as a card grid with search, page size and pagination. */
export default function PatientsPage() {
  const { t } = useTranslation('patients');
  const { uid, patients, patientsLoading, patientsError } = usePatients();
  const coveringFor = useCoveringFor(uid);
  const { cards, loading: cardsLoading, error: cardsError } = usePatientCards(patients.map((p) => p.uid));
  const list = useListView(cards, searchCards, CARD_DEFAULT_PAGE_SIZE);
  const error = patientsError ?? cardsError;
  const loading = (patientsLoading || cardsLoading) && cards.length === 0;

  return (
    <section>
      <h1 className="h4 mb-3">{t('allPatients')}</h1>
      {error && <Alert variant="danger">{error}</Alert>}
      <ListControls idPrefix="patient-cards" searchPlaceholder={t('searchByNamesOrEmail')} pageSizes={CARD_PAGE_SIZES} {...list.controls} />

      {loading && <PageLoader />}
      {!loading && !error && cards.length === 0 && (
        <Card body className="text-center">
          <p className="mb-1">{t('noPatientsWithDevices')}</p>
          <p className="mb-0">
            <Trans t={t} i18nKey="registerDevicesHere" components={{ here: <Link to={routePath('dashboard.profile')} /> }} />
          </p>
        </Card>
      )}
      {cards.length > 0 && list.matching.length === 0 && <p className="text-body-secondary text-center py-3">{t('noPatients')}</p>}
      {list.matching.length > 0 && (
        <Row xs={1} sm={2} md={4} className="g-3 mb-3">
          {list.rows.map((card) => (
            <Col key={card.uid}>
              <PatientCardView card={card} coveringFor={coveringFor.get(card.uid)} />
            </Col>
          ))}
        </Row>
      )}
      <PaginationBar
        page={list.page}
        pages={list.pages}
        onPageChange={list.setPage}
        labels={{ navigation: t('pagesOfPatients'), previous: t('previousPage'), next: t('nextPage') }}
      />
    </section>
  );
}
