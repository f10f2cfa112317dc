import { useState } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useCareTeamProfiles } from '../../care';
import { Chat } from '../components/Chat';

/**
 * patient.chat: the patient writes to their doctors (the doctors he granted access: a doctor removed from the care
 * team is no longer offered), shown from their public profiles.
 */
export default function PatientChatPage() {
  const uid = useAppSelector(selectUid);
  const careTeam = useCareTeamProfiles(uid);
  const [selected, setSelected] = useState<string | null>(null);
  if (!uid) return null;
  return (
    <Chat
      side="patient"
      me={uid}
      contacts={(careTeam.doctors ?? []).map((d) => ({ uid: d.docId, name: `${d.firstName} ${d.lastName}`, detail: d.position, picture: d.profilePic }))}
      contactsLoading={careTeam.doctors === undefined && !careTeam.error}
      contactsError={careTeam.error}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
