import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useCareTeamDoctors } from '../../care';
import { useChatDoctorsQuery } from '../api/chatApi';
import { Chat } from '../components/Chat';

/**
 * patient.chat: the patient writes to their doctors (the verified doctors whose patients list holds them and
 * whom the patient granted access: a doctor removed from the care team is no longer offered).
 */
export default function PatientChatPage() {
  const uid = useAppSelector(selectUid);
  const doctors = useChatDoctorsQuery(uid ?? skipToken);
  const careTeam = useCareTeamDoctors(uid);
  const [selected, setSelected] = useState<string | null>(null);
  if (!uid) return null;
  return (
    <Chat
      side="patient"
      me={uid}
      contacts={(doctors.currentData ?? [])
        .filter((d) => careTeam.doctors?.has(d.docId))
        .map((d) => ({ uid: d.docId, name: `${d.firstName} ${d.lastName}`, detail: d.position, picture: d.profilePic }))}
      contactsLoading={(doctors.currentData === undefined && !doctors.isError) || (careTeam.doctors === undefined && !careTeam.error)}
      contactsError={queryErrorMessage(doctors.error) ?? careTeam.error}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
