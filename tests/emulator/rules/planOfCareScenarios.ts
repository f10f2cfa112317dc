/**
 * Issue 53, the plan of care and the RTM consent as the rules hold them: each attack refused beside its legitimate twin.
 * - the plan's treating clinician (an owner or clinician of its clinic who looks after the patient) drafts it, with a
 *   well-formed ICD-10-CM code and a certification period of at most 90 days;
 * - only its certifying physician signs it, only what was sent to him, with his uid and the server's time, and only
 *   within minutes of signing in (the ID token's auth_time);
 * - a signed version never changes and no version is deleted: a change is the next version;
 * - only the patient consents to RTM: his own uid, the current text's version, the server's time; never changed;
 * - an episode of monitoring starts only once he consented to the current text.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { auditedSet, auditedUpdate } from '@rehab/web/lib/firebase/audit';
import { describe, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { RTM_CONSENT_TEXT_VERSION, planOfCareVersionId, rtmConsentId } from '@rehab/model/planOfCare';
import { addDays } from '@rehab/model/monitoring';
import { ACCOUNTS } from './actors';
import { commitAudited } from './audited';
import { TODAY_KEY, newMonitoring } from './firestoreMatrix';
import { firestoreOf } from './rulesEnv';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, DAY, PLAN_EPISODE, PLAN_ID, planOfCareDraft } from './world';

const VERSION_1 = `plansOfCare/${planOfCareVersionId(PLAN_ID, 1)}`;
const VERSION_2 = `plansOfCare/${planOfCareVersionId(PLAN_ID, 2)}`;
const STATEMENT = 'I certify that these services are needed under this plan of care while the patient is under my care.';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A time of the client's own, a minute off the server's: `Timestamp.now()` can equal the emulator's request time to the millisecond. */
const clientTime = () => Timestamp.fromMillis(Date.now() - 60_000);

export function definePlanOfCareScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);
  /** A doctor's client whose ID token says he signed in at `authTime` (seconds; the world's contexts say 1970). */
  const signedInAt = (role: 'doctor' | 'clinician', authTime: number): Firestore => {
    const { uid, email, claims } = ACCOUNTS[role];
    return firestoreOf(suite.env().authenticatedContext(uid, { email, email_verified: true, ...claims, auth_time: authTime }));
  };
  const sign = (db: Firestore, signature: Record<string, unknown> = {}) =>
    updateDoc(doc(db, VERSION_1), { status: 'signed', signature: { by: 'doctor', at: serverTimestamp(), statement: STATEMENT, ...signature } });
  const signed = { ...BASELINE[VERSION_1], status: 'signed', signature: { by: 'doctor', at: DAY, statement: STATEMENT } };
  /** The clinician begins version 2 (removed after the test, as the world does not have it). */
  const draft = (data: Record<string, unknown> = {}) => {
    created.push(VERSION_2);
    return setDoc(doc(as('clinician'), VERSION_2), { ...planOfCareDraft(2), createdAt: serverTimestamp(), ...data });
  };

  describe('issue 53: who signs a plan of care', () => {
    it('attack: the certifying physician signs long after his sign-in; twin: the same signature minutes after signing in', async () => {
      await assertFails(sign(as('doctor')));
      await assertFails(sign(signedInAt('doctor', nowSeconds() - (LIMITS.planOfCare.recentSignInMinutes + 1) * 60)));
      await assertSucceeds(sign(signedInAt('doctor', nowSeconds() - 60)));
    });

    it('attack: the treating clinician signs his own plan, freshly signed in; twin: the certifying physician does', async () => {
      await assertFails(sign(signedInAt('clinician', nowSeconds()), { by: 'clinician' }));
      await assertSucceeds(sign(signedInAt('doctor', nowSeconds())));
    });

    it("attack: the physician signs in another's name, at a time of his own, or with other changes; twin: his uid, the server's time", async () => {
      const db = signedInAt('doctor', nowSeconds());
      await assertFails(sign(db, { by: 'clinician' }));
      await assertFails(sign(db, { at: clientTime() }));
      await assertFails(updateDoc(doc(db, VERSION_1), { status: 'signed', signature: { by: 'doctor', at: serverTimestamp(), statement: STATEMENT }, certificationUntil: '2030-04-04' }));
      await assertSucceeds(sign(db));
    });

    it('attack: the physician signs a draft not sent to him, or is a therapist; twin: a physician signs what was sent', async () => {
      const db = signedInAt('doctor', nowSeconds());
      await arrange(VERSION_1, { ...BASELINE[VERSION_1], status: 'draft', sentAt: null });
      await assertFails(sign(db));
      await arrange(VERSION_1, BASELINE[VERSION_1]);
      await arrange('doctors/doctor', { ...BASELINE['doctors/doctor'], discipline: 'GP' });
      await assertFails(sign(db));
      await arrange('doctors/doctor', BASELINE['doctors/doctor']);
      await assertSucceeds(sign(db));
    });
  });

  describe('issue 53: a signed version never changes', () => {
    it('attack: the physician re-signs, the clinician edits or takes back a signed version, anyone deletes one; twin: the clinician begins version 2', async () => {
      await arrange(VERSION_1, signed);
      await assertFails(sign(signedInAt('doctor', nowSeconds()), { statement: 'Another statement' }));
      await assertFails(updateDoc(doc(as('clinician'), VERSION_1), { frequency: 'Twice a week' }));
      await assertFails(updateDoc(doc(as('clinician'), VERSION_1), { status: 'draft', signature: null }));
      await assertFails(deleteDoc(doc(as('clinician'), VERSION_1)));
      await assertFails(deleteDoc(doc(as('admin'), VERSION_1)));
      await assertSucceeds(draft({ frequency: 'Twice a week' }));
    });

    it('attack: a version 2 while version 1 is only out for signature; twin: once version 1 is signed', async () => {
      await assertFails(draft());
      await arrange(VERSION_1, signed);
      await assertSucceeds(draft());
    });

    it('attack: the clinician edits a version out for signature in place; twin: he takes it back to a draft and edits that, then sends it', async () => {
      const ref = doc(as('clinician'), VERSION_1);
      await assertFails(updateDoc(ref, { frequency: 'Twice a week' }));
      await assertSucceeds(updateDoc(ref, { status: 'draft', sentAt: null }));
      await assertSucceeds(updateDoc(ref, { frequency: 'Twice a week' }));
      await assertFails(updateDoc(ref, { status: 'sentForSignature', sentAt: clientTime() }));
      await assertSucceeds(updateDoc(ref, { status: 'sentForSignature', sentAt: serverTimestamp() }));
    });
  });

  describe('issue 53: who drafts a plan of care, and what it holds', () => {
    const episode = '2030-02-05';
    const fresh = (data: Record<string, unknown> = {}) => {
      const planId = `patient_${episode}`;
      return { id: `plansOfCare/${planOfCareVersionId(planId, 1)}`, data: { ...planOfCareDraft(), planId, episodeStart: episode, createdAt: serverTimestamp(), ...data } };
    };
    const create = (db: Firestore, data: Record<string, unknown> = {}) => {
      const { id, data: plan } = fresh(data);
      created.push(id);
      return setDoc(doc(db, id), plan);
    };

    it("attack: a clinician of another clinic, or one naming a colleague as treating; twin: the patient's primary, treating", async () => {
      await assertFails(create(as('otherClinician'), { treatingClinician: 'otherClinician' }));
      await assertFails(create(as('otherClinician'), { treatingClinician: 'otherClinician', clinicId: 'clinic-b' }));
      await assertFails(create(as('clinician'), { treatingClinician: 'doctor', certifyingPhysician: 'otherDoctor' }));
      await assertFails(create(as('clinician'), { status: 'signed', signature: { by: 'doctor', at: serverTimestamp(), statement: STATEMENT } }));
      await assertSucceeds(create(as('clinician')));
    });

    it(`attack: a certification period of ${LIMITS.planOfCare.certificationMaxDays + 1} days; twin: ${LIMITS.planOfCare.certificationMaxDays} days`, async () => {
      const until = (days: number) => addDays(episode, days - 1);
      await assertFails(create(as('clinician'), { certificationFrom: episode, certificationUntil: until(LIMITS.planOfCare.certificationMaxDays + 1) }));
      await assertSucceeds(create(as('clinician'), { certificationFrom: episode, certificationUntil: until(LIMITS.planOfCare.certificationMaxDays) }));
    });

    it(`attack: ${LIMITS.planOfCare.goals + 1} goals; twin: a full plan (${LIMITS.planOfCare.goals} goals, ${LIMITS.planOfCare.interventions} interventions, each as long as allowed) is drafted and edited`, async () => {
      const goal = { text: 'g'.repeat(LIMITS.planOfCare.goalText), targetDay: '2030-03-01' };
      const goals = Array.from({ length: LIMITS.planOfCare.goals }, () => goal);
      const interventions = Array.from({ length: LIMITS.planOfCare.interventions }, () => 'i'.repeat(LIMITS.planOfCare.intervention));
      await assertFails(create(as('clinician'), { goals: [...goals, goal], interventions }));
      await assertSucceeds(create(as('clinician'), { goals, interventions }));
      await assertSucceeds(updateDoc(doc(as('clinician'), fresh().id), { frequency: 'Twice a week', interventions: [...interventions].reverse() }));
    });

    it('attack: a malformed ICD-10-CM code, no goal, an id not its plan and version; twin: the well-formed plan', async () => {
      await assertFails(create(as('clinician'), { diagnosis: { code: 'M17.11ABC', text: 'Osteoarthritis' } }));
      await assertFails(create(as('clinician'), { diagnosis: { code: 'knee', text: 'Osteoarthritis' } }));
      await assertFails(create(as('clinician'), { goals: [] }));
      await assertFails(create(as('clinician'), { episodeStart: PLAN_EPISODE }));
      await assertSucceeds(create(as('clinician'), { diagnosis: { code: 'S83.511A', text: 'Sprain of the anterior cruciate ligament, right knee' } }));
    });
  });

  describe('issue 53: only the patient consents to RTM', () => {
    const CONSENT = `rtmConsents/${rtmConsentId('patient', RTM_CONSENT_TEXT_VERSION)}`;
    const consent = (db: Firestore, data: Record<string, unknown> = {}, path = CONSENT) => {
      if (!(path in BASELINE)) created.push(path);
      return setDoc(doc(db, path), { patientId: 'patient', textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en', at: serverTimestamp(), ...data });
    };

    it("attack: his doctor or clinician consents for him; twin: he does", async () => {
      await arrange(CONSENT, null);
      await assertFails(consent(as('doctor')));
      await assertFails(consent(as('clinician')));
      await assertSucceeds(consent(as('patient')));
    });

    it("attack: an older text, a time of his own, another patient's uid; twin: the current text at the server's time", async () => {
      await arrange(CONSENT, null);
      await assertFails(consent(as('patient'), { textVersion: '2026-01-01' }, `rtmConsents/${rtmConsentId('patient', '2026-01-01')}`));
      await assertFails(consent(as('patient'), { at: clientTime() }));
      await assertFails(consent(as('otherPatient')));
      await assertSucceeds(consent(as('patient')));
    });

    it('attack: the patient changes or deletes his consent, his doctor reads another patient’s; twin: both read his', async () => {
      await assertFails(updateDoc(doc(as('patient'), CONSENT), { language: 'fr' }));
      await assertFails(deleteDoc(doc(as('patient'), CONSENT)));
      await assertFails(getDoc(doc(as('otherDoctor'), CONSENT)));
      await assertSucceeds(getDoc(doc(as('patient'), CONSENT)));
      await assertSucceeds(getDoc(doc(as('doctor'), CONSENT)));
    });

    it('attack: another doctor asks whether the patient consented; twin: he and his doctor learn that he has not yet', async () => {
      await arrange(CONSENT, null);
      await assertFails(getDoc(doc(as('otherDoctor'), CONSENT)));
      await assertSucceeds(getDoc(doc(as('patient'), CONSENT)));
      await assertSucceeds(getDoc(doc(as('doctor'), CONSENT)));
    });
  });

  describe('issue 53: monitoring starts only after the RTM consent', () => {
    const CONSENT = `rtmConsents/${rtmConsentId('patient', RTM_CONSENT_TEXT_VERSION)}`;
    const MONITORING = 'monitoring/patient';
    const start = () => {
      const db = as('doctor');
      return commitAudited(db, 'doctor', (context) =>
        auditedSet(context, doc(db, MONITORING), newMonitoring(ACCOUNTS.doctor), { action: 'monitoring.started', patientUid: 'patient' }),
      );
    };
    const restart = () => {
      const db = as('doctor');
      return commitAudited(db, 'doctor', (context) =>
        auditedUpdate(context, doc(db, MONITORING), { periodStart: TODAY_KEY, startedBy: 'doctor' }, { action: 'monitoring.started', patientUid: 'patient' }),
      );
    };
    const { periodStart: _start, startedBy: _by, ...stopped } = BASELINE[MONITORING] as Record<string, unknown>;
    const endedLongAgo = { ...stopped, episodes: [{ periodStart: '2020-01-01', startedBy: 'doctor', endDay: '2020-03-01', endedAt: DAY, endedBy: 'doctor' }] };

    it('attack: his doctor starts a first episode before the patient consented, or on a consent to an older text; twin: after he consented', async () => {
      await arrange(MONITORING, null);
      await arrange(CONSENT, null);
      await assertFails(start());
      await arrange(`rtmConsents/${rtmConsentId('patient', '2026-01-01')}`, { ...(BASELINE[CONSENT] as object), textVersion: '2026-01-01' });
      await assertFails(start());
      await arrange(CONSENT, BASELINE[CONSENT] as Record<string, unknown>);
      await assertSucceeds(start());
    });

    it('attack: a new episode after an ended one without the consent; twin: with it, and moving an open episode needs none', async () => {
      await arrange(MONITORING, endedLongAgo);
      await arrange(CONSENT, null);
      await assertFails(restart());
      await arrange(CONSENT, BASELINE[CONSENT] as Record<string, unknown>);
      await assertSucceeds(restart());
      await arrange(CONSENT, null);
      await assertSucceeds(restart());
    });
  });
}
