/**
 * Uploads the storage matrix cannot express: the 5 MB limit (5242880 bytes
 * allowed, one byte more refused), the content types of each path, file
 * names, other people's folders, replacing an uploaded file, and the record exports no client writes. A refused upload
 * leaves no file behind.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import type { Role } from './actors';
import { arrangeFile, storageOf } from './rulesEnv';
import type { RulesSuiteContext } from './shared';

const LIMIT = 5 * 1024 * 1024;

/** Far from the matrix's file names, which count up from Date.now() * 10 too. */
let fresh = Date.now() * 10 + 5_000_000;
/** A 14-digit stamp not used before (the screenshot names' yyyyMMddHHmmss). */
const stamp = () => String((fresh += 1)).slice(-14);

type Upload = (role: Role, path: string, size: number, contentType: string) => Promise<unknown>;

/** An upload refused, with nothing stored under its path (looked up past the rules). */
export function uploadChecks(suite: RulesSuiteContext, upload: Upload) {
  const exists = (path: string) =>
    getMetadata(ref(suite.arranger().storage, path)).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'storage/object-not-found') return false;
        throw error;
      },
    );
  const refused = async (role: Role, path: string, size: number, contentType: string) => {
    await assertFails(upload(role, path, size, contentType));
    expect(await exists(path)).toBe(false);
  };
  return { refused };
}

export function defineStorageScenarios(suite: RulesSuiteContext): void {
  const upload = (role: Role, path: string, size: number, contentType: string) =>
    uploadBytes(ref(storageOf(suite.contexts()[role]), path), new Uint8Array(size), { contentType });

  const { refused } = uploadChecks(suite, upload);

  describe('uploads: size, type, name and owner', () => {
    it('avatars: a JPEG or PNG of at most 5 MB, in the uploader’s own name', async () => {
      await assertSucceeds(upload('otherDoctor', 'doctorAvatars/otherDoctor', LIMIT, 'image/jpeg'));
      await assertSucceeds(upload('otherDoctor', 'doctorAvatars/otherDoctor', 10, 'image/png'));
      await assertFails(upload('otherDoctor', 'doctorAvatars/otherDoctor', LIMIT + 1, 'image/jpeg'));
      await assertFails(upload('otherDoctor', 'doctorAvatars/otherDoctor', 10, 'image/svg+xml'));
      await assertFails(upload('otherDoctor', 'doctorAvatars/otherDoctor', 10, 'text/html'));
      expect(await getMetadata(ref(suite.arranger().storage, 'doctorAvatars/otherDoctor'))).toMatchObject({ size: 10, contentType: 'image/png' });
      await refused('otherDoctor', 'doctorAvatars/otherPatient', 10, 'image/jpeg');
    });

    it('feedback screenshots: PNG or JPEG of at most 5 MB, named {own uid}_{yyyyMMddHHmmss}_{index}, never replaced', async () => {
      await assertSucceeds(upload('patient', `feedbackReports/patient_${stamp()}_0`, LIMIT, 'image/png'));
      await refused('patient', `feedbackReports/patient_${stamp()}_1`, LIMIT + 1, 'image/png');
      await refused('patient', `feedbackReports/patient_${stamp()}_2`, 10, 'image/gif');
      await refused('patient', `feedbackReports/patient_${stamp()}_3`, 10, 'video/mp4');
      await refused('patient', `feedbackReports/patient_2024_0`, 10, 'image/png');
      await refused('patient', `feedbackReports/patient_${stamp()}_x`, 10, 'image/png');
      await refused('patient', `feedbackReports/otherPatient_${stamp()}_0`, 10, 'image/png');
      const existing = `feedbackReports/patient_${stamp()}_0`;
      await arrangeFile(suite.arranger(), existing, 'image/png');
      await assertFails(upload('patient', existing, 10, 'image/png'));
    });

    it('bug attachments: PNG, JPEG, MP4, AVI or QuickTime of at most 5 MB, in the reporter’s own folder', async () => {
      for (const type of ['image/png', 'image/jpeg', 'video/mp4', 'video/x-msvideo', 'video/quicktime']) {
        await assertSucceeds(upload('patient', `bugReports/patient/attachment-${stamp()}`, 10, type));
      }
      await assertSucceeds(upload('patient', `bugReports/patient/attachment-${stamp()}`, LIMIT, 'video/mp4'));
      await refused('patient', `bugReports/patient/attachment-${stamp()}`, LIMIT + 1, 'video/mp4');
      await refused('patient', `bugReports/patient/attachment-${stamp()}`, 10, 'text/html');
      await refused('patient', `bugReports/patient/${'x'.repeat(201)}`, 10, 'image/png');
      await refused('patient', `bugReports/otherPatient/attachment-${stamp()}`, 10, 'image/png');
      await refused('signedOut', `bugReports/patient/attachment-${stamp()}`, 10, 'image/png');
      const existing = `bugReports/patient/attachment-${stamp()}`;
      await arrangeFile(suite.arranger(), existing, 'image/png');
      await assertFails(upload('patient', existing, 10, 'image/png'));
    });

    it('record exports: no client writes one, not even the requester over his own copy (the function writes with the Admin SDK)', async () => {
      for (const role of ['patient', 'doctor', 'admin'] as const) {
        await refused(role, `recordExports/${role}/${stamp()}.fhir.json`, 10, 'application/fhir+json');
      }
      const existing = `recordExports/patient/${stamp()}.fhir.json`;
      await arrangeFile(suite.arranger(), existing, 'application/fhir+json');
      await assertFails(upload('patient', existing, 10, 'application/fhir+json'));
      await assertSucceeds(getMetadata(ref(storageOf(suite.contexts().patient), existing)));
    });
  });
}
