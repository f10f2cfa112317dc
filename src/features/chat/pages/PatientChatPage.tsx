import { useMemo, useState } from 'react';
import { query, where } from 'firebase/firestore';
import { useAppSelector } from '../../../lib/store/hooks';
import { col } from '../../../lib/firebase/collections';
import { useLiveQuery } from '../../../lib/firebase/hooks';
import { selectUid } from '../../auth';
import { Chat } from '../components/Chat';

/** patient.chat: the patient writes to their doctors (the verified doctors whose patients list holds them). */
export default function PatientChatPage() {
  const uid = useAppSelector(selectUid);
  const doctorsQuery = useMemo(() => (uid ? query(col('doctors'), where('patients', 'array-contains', uid), where('isVerified', '==', true)) : null), [uid]);
  const doctors = useLiveQuery(doctorsQuery);
  const [selected, setSelected] = useState<string | null>(null);
  if (!uid) return null;
  return (
    <Chat
      side="patient"
      me={uid}
      contacts={doctors.data.map((d) => ({ uid: d.docId, name: `${d.firstName} ${d.lastName}`, detail: d.position, picture: d.profilePic }))}
      contactsLoading={doctors.loading}
      contactsError={doctors.error?.message ?? null}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
