/**
 * The patient's RTM consent as he gives it (firestore.rules: rtmConsents/{patientUid}_{textVersion} is his alone to
 * create, to the current text, at the server's time) and as he and his doctors read it.
 */
import { serverTimestamp, setDoc } from 'firebase/firestore';
import type { RtmConsent } from '@rehab/model/planOfCare';
import { RTM_CONSENT_TEXT_VERSION, rtmConsentId } from '@rehab/model/planOfCare';
import { docRef } from '../../../lib/firebase/collections';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { Subscribe } from '../../../lib/store/live';

/** His consent to the current text (null: not given, or only to an older text, which is asked again). */
export function subscribeCurrentConsent(patientUid: string): Subscribe<WithId<RtmConsent> | null> {
  return subscribeDoc(docRef('rtmConsents', rtmConsentId(patientUid, RTM_CONSENT_TEXT_VERSION)));
}

/** He agrees to the current text, as read in `language`. */
export function giveConsent(patientUid: string, language: string): Promise<void> {
  return setDoc(docRef('rtmConsents', rtmConsentId(patientUid, RTM_CONSENT_TEXT_VERSION)), {
    patientId: patientUid,
    textVersion: RTM_CONSENT_TEXT_VERSION,
    language,
    at: serverTimestamp(),
  });
}
