import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { ClinicRole } from '@rehab/model/clinics';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { selectUid } from '../../auth';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useClinicMembersQuery } from '../api/clinicsApi';
import { ClinicDetailsCard } from '../components/ClinicDetailsCard';
import { ClinicMembersCard } from '../components/ClinicMembersCard';
import { ClinicPatientsCard } from '../components/ClinicPatientsCard';
import { InviteMemberCard } from '../components/InviteMemberCard';
import { PendingInvitationsCard } from '../components/PendingInvitationsCard';
import { useRoleName } from '../components/RoleLabel';
import { useMyClinic } from '../hooks/useMyClinic';
import { managesClinic, patientDataSeenBy } from '../logic/roleAccess';

/** Each staff role's work (issue 51), which his home links to. */
const WORK: Partial<Record<ClinicRole, 'clinic.calendar' | 'clinic.billing' | 'clinic.assistantTime'>> = { frontDesk: 'clinic.calendar', biller: 'clinic.billing', assistant: 'clinic.assistantTime' };

/**
 * app.clinic (issue 50): the signed-in member's clinic — its details and members for everyone in it; its owner also
 * edits the details, invites, revokes invitations, changes roles and removes members. The staff roles' home, with
 * the way to their work (issue 51); its owners and clinicians have the way to their coverage, and the owner lists the
 * clinic's patients with their primary clinicians, to transfer them (issue 51).
 */
export default function ClinicPage() {
  const { t } = useTranslation('clinics');
  const roleName = useRoleName();
  const uid = useAppSelector(selectUid);
  const { membership, clinic, loading, error } = useMyClinic(uid);
  const members = useClinicMembersQuery(membership?.clinicId ?? '', { skip: !membership });

  if (loading) return <PageLoader />;
  if (error) return <Alert variant="danger">{t('page.loadFailed', { message: error })}</Alert>;
  if (!membership || !uid) {
    return (
      <Alert variant="info" data-testid="no-clinic">
        <Alert.Heading as="h1" className="h5">
          {t('page.noClinicTitle')}
        </Alert.Heading>
        <p className="mb-0">{t('page.noClinic')}</p>
      </Alert>
    );
  }
  if (!clinic) return <Alert variant="warning">{t('page.clinicMissing')}</Alert>;

  const manages = managesClinic(membership.role);
  const seesPatients = patientDataSeenBy(membership.role).includes('clinical');
  const work = WORK[membership.role];
  return (
    <section aria-labelledby="clinic-title">
      <h1 id="clinic-title" className="h4 mb-1">
        {clinic.name}
      </h1>
      <p className="text-body-secondary mb-3">
        {t('page.yourRole', { role: roleName(membership.role) })}{' '}
        {seesPatients ? t('page.seesPatients') : work ? t(`page.work.${membership.role}`) : t('page.seesNoPatients')}
      </p>
      {work && (
        <LinkButton to={routePath(work)} className="mb-3">
          {t(`page.openWork.${membership.role}`)}
        </LinkButton>
      )}
      {seesPatients && (
        <LinkButton to={routePath('clinic.coverage')} variant="outline-primary" className="mb-3">
          {t('page.openCoverage')}
        </LinkButton>
      )}
      <Row className="g-3">
        <Col lg={manages ? 7 : 12}>
          <ClinicDetailsCard clinic={clinic} editable={manages} />
          <ClinicMembersCard clinicId={clinic.docId} myUid={uid} manages={manages} />
        </Col>
        {manages && (
          <Col lg={5}>
            <InviteMemberCard members={members.currentData ?? []} />
            <PendingInvitationsCard clinicId={clinic.docId} />
            <ClinicPatientsCard clinicId={clinic.docId} members={members.currentData ?? []} />
          </Col>
        )}
      </Row>
    </section>
  );
}
