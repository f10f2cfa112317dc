import { useState } from 'react';
import { usePatients } from '../../patients';
import { Chat } from '../components/Chat';

/** app.chat: the doctor writes to their patients. */
export default function DoctorChatPage() {
  const { uid, patients, patientsLoading, patientsError } = usePatients();
  const [selected, setSelected] = useState<string | null>(null);
  if (!uid) return null;
  return (
    <Chat
      side="doctor"
      me={uid}
      contacts={patients.map((p) => ({ uid: p.uid, name: p.name, detail: p.email }))}
      contactsLoading={patientsLoading}
      contactsError={patientsError}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
