import { useState } from 'react';
import { useCoveringFor } from '../../clinics';
import { usePatients } from '../../patients';
import { Chat } from '../components/Chat';

/** app.chat: the doctor writes to their patients (marked when he covers them for an away colleague: issue 51). */
export default function DoctorChatPage() {
  const { uid, patients, patientsLoading, patientsError } = usePatients();
  const [selected, setSelected] = useState<string | null>(null);
  const coveringFor = useCoveringFor(uid);
  if (!uid) return null;
  return (
    <Chat
      side="doctor"
      me={uid}
      contacts={patients.map((p) => ({ uid: p.uid, name: p.name, detail: p.email, coveringFor: coveringFor.get(p.uid) }))}
      contactsLoading={patientsLoading}
      contactsError={patientsError}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
