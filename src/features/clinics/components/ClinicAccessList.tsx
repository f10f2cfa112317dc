import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CLINIC_ROLES, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useClinicMembersQuery } from '../api/clinicsApi';
import { byRoleThenName, membersWhoSee, patientDataSplit, type PatientDataUse } from '../logic/roleAccess';
import { useRoleName } from './RoleLabel';

/**
 * Who in a clinic sees what of the patient's data, in words: each member with his role and what that role sees
 * (the role table), then what each role sees. An owner or clinician sees the clinical data only as the patient's
 * primary clinician (`primary`: the approval's primaryOf) or while covering him, and is listed so. Read by the patient
 * while he is asked to approve the clinic (every member) or approves it (`onlyWhoSee`: the members who see his data).
 */
export function ClinicAccessList({
  clinicId,
  clinicName,
  primary,
  onlyWhoSee = false,
}: {
  clinicId: string;
  clinicName: string;
  primary: string;
  onlyWhoSee?: boolean;
}) {
  const { t } = useTranslation('clinics');
  const roleName = useRoleName();
  const members = useClinicMembersQuery(clinicId);
  const all = members.currentData ?? [];
  const list = onlyWhoSee ? membersWhoSee(all).map(({ member }) => member) : byRoleThenName(all);
  const listed = (uses: readonly PatientDataUse[]) => uses.map((use) => t(`access.groups.${use}`)).join(t('access.and'));
  /** What the role sees: as the patient's primary (`primary`), as another of its members, or (neither) as the role. */
  const sees = (role: ClinicRole, as: 'primary' | 'other' | 'role') => {
    const { asPrimaryOrCover, always } = patientDataSplit(role);
    if (asPrimaryOrCover.length === 0 || as === 'primary') {
      const all = [...asPrimaryOrCover, ...always];
      return all.length === 0 ? t('access.nothing') : t('access.sees', { data: listed(all) });
    }
    const key = as === 'other' ? (always.length ? 'access.seesAndCovering' : 'access.whileCovering') : always.length ? 'access.seesAndAsPrimary' : 'access.seesAsPrimary';
    return t(key, { data: listed(always), covered: listed(asPrimaryOrCover) });
  };
  const memberSees = (member: WithId<ClinicMember>) => {
    if (member.docId === primary && patientDataSplit(member.role).asPrimaryOrCover.length > 0) {
      return `${roleName(member.role)} · ${t('access.yourPrimary')}: ${sees(member.role, 'primary')}`;
    }
    return `${roleName(member.role)}: ${sees(member.role, 'other')}`;
  };
  const error = queryErrorMessage(members.error);
  if (members.isLoading) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (error) return <Alert variant="danger" className="py-2 small mb-2">{t('access.loadFailed', { message: error })}</Alert>;
  return (
    <div className="small">
      <ul className="mb-2 ps-3" aria-label={t('access.membersOf', { clinic: clinicName })}>
        {list.map((member) => (
          <li key={member.docId} data-testid="clinic-access-member">
            <span className="fw-semibold">{member.name}</span> · {memberSees(member)}
          </li>
        ))}
      </ul>
      <details>
        <summary>{t('access.byRole')}</summary>
        <ul className="mb-0 ps-3">
          {CLINIC_ROLES.map((role) => (
            <li key={role}>
              {roleName(role)}: {sees(role, 'role')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
