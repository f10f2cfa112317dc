/**
 * Free-text clinical fields (a session's notes) that cannot be overwritten
 * unknowingly: the text carries a version, a save names the version its
 * editor started from, and a save over a newer version is refused with both
 * texts, so the editor can choose. The save is recorded (./audit.ts); the
 * rules refuse a version that is not the next one.
 */
import { getDocFromServer, runTransaction, type DocumentReference, type Firestore } from 'firebase/firestore';
import type { AuditAction } from '@rehab/model/audit';
import { EditConflictError } from '@rehab/model/editConflict';
import { auditedUpdate, readActor, type ActingAccount } from './audit';

export interface VersionedTextSave {
  ref: DocumentReference<unknown>;
  field: string;
  versionField: string;
  /** the version the editor started from */
  baseVersion: number;
  text: string;
  action: AuditAction;
  patientUid: string;
}

/** The text and version a document holds. */
function versioned(data: Record<string, unknown> | undefined, save: VersionedTextSave) {
  if (!data) throw new Error('This record no longer exists.');
  return {
    current: typeof data[save.field] === 'string' ? (data[save.field] as string) : '',
    version: typeof data[save.versionField] === 'number' ? (data[save.versionField] as number) : 0,
  };
}

/**
 * Saves the text when no one saved another version since `baseVersion`;
 * resolves to the version saved. A save that loses a race with another (its
 * commit refused, by the rules or by the transaction's own check) reads the
 * document again: when the version moved on, the refusal is the conflict.
 */
export async function saveVersionedText(firestore: Firestore, account: ActingAccount, save: VersionedTextSave): Promise<number> {
  try {
    return await writeVersion(firestore, account, save);
  } catch (error) {
    if (error instanceof EditConflictError) throw error;
    const { current, version } = versioned((await getDocFromServer(save.ref)).data() as Record<string, unknown> | undefined, save);
    if (version !== save.baseVersion) throw new EditConflictError(current, save.text, version);
    throw error;
  }
}

function writeVersion(firestore: Firestore, account: ActingAccount, save: VersionedTextSave): Promise<number> {
  return runTransaction(firestore, async (tx) => {
    const actor = await readActor(firestore, account, tx);
    const { current, version } = versioned((await tx.get(save.ref)).data() as Record<string, unknown> | undefined, save);
    if (version !== save.baseVersion) throw new EditConflictError(current, save.text, version);
    if (current === save.text) return version;
    auditedUpdate(
      { firestore, writer: tx, actor },
      save.ref,
      { [save.field]: save.text, [save.versionField]: version + 1 },
      { action: save.action, patientUid: save.patientUid, changes: { [save.field]: { before: current, after: save.text } } },
    );
    return version + 1;
  });
}
