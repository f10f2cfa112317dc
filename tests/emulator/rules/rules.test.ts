/**
 * Security rules, run against the Firestore and Storage emulators in one test
 * environment (project demo-rules). In order:
 *   1. the access matrix (firestoreMatrix.ts, storageMatrix.ts): every collection × role × operation;
 *   2. scenarios the matrix cannot express (scenarios.ts: device sharing, membership, sign-up, money fields…;
 *      storageScenarios.ts: upload sizes, types, names);
 *   3. bad input (badInput.ts): malformed, missing, oversize and extra fields, nothing half-written;
 *   4. docs/security.md matches the tables;
 *   5. the emulator's rule coverage: every `allow` line was evaluated, both ways where it has a condition.
 * They share one file because the coverage report covers everything evaluated since the rules were loaded.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDocFromServer, getDocsFromServer, setDoc, updateDoc } from 'firebase/firestore';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, emailOf, uidOf, type Role } from './actors';
import { FIRESTORE_CASES, OPERATIONS, collectionPathOf, isAllowed, isWideListAllowed, recordFor, wideListOf, type CollectionCase, type Operation } from './firestoreMatrix';
import { auditedDelete, auditedSet, auditedUpdate } from '@rehab/web/lib/firebase/audit';
import { auditIdOf, commitAudited } from './audited';
import { STORAGE_CASES, STORAGE_OPERATIONS, isStorageAllowed, type StorageCase, type StorageOperation } from './storageMatrix';
import { arrangeDoc, arrangeFile, contextsFor, createRulesEnv, firestoreOf, mirrorWorldForStorageRules, openArranger, restorePaths, restoreWorld, storageOf, type Arranger } from './rulesEnv';
import { BASELINE } from './world';
import { COLLECTION_NAMES } from '@rehab/model/collections';
import { defineScenarios } from './scenarios';
import { defineStorageScenarios } from './storageScenarios';
import { defineExerciseLibraryScenarios } from './exerciseLibraryScenarios';
import { defineProgrammeScenarios } from './programmeScenarios';
import { defineBadInput } from './badInput';
import { defineAuditScenarios } from './auditScenarios';
import { defineAttackScenarios } from './attackScenarios';
import { defineCareEndedScenarios } from './careEndedScenarios';
import { defineRtmScenarios } from './rtmScenarios';
import { defineReminderScenarios } from './reminderScenarios';
import { defineOutcomeScenarios } from './outcomeScenarios';
import { defineVideoVisitScenarios } from './videoVisitScenarios';
import { defineClinicScenarios } from './clinicScenarios';
import { definePlanOfCareScenarios } from './planOfCareScenarios';
import { CLINIC_ROLES, ROLE_TABLE, type ClinicDataGroup, type RoleAccess } from '@rehab/model/clinics';
import { checkSecurityDoc } from './accessTable';
import { CALLABLE_ONLY } from './clinicExpectations';
import { collectRuleCoverage, uncoveredAllowLines } from './coverage';

let env: RulesTestEnvironment;
let contexts: Record<Role, RulesTestContext>;
let arranger: Arranger;

/** Removes the documents storage.rules reads from the Storage emulator's project (mirrorWorldForStorageRules). */
let removeStorageRulesWorld: (() => Promise<void>) | undefined;

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  contexts = contextsFor(env);
  arranger = await openArranger(env);
  await restoreWorld(arranger);
  removeStorageRulesWorld = await mirrorWorldForStorageRules();
});

afterAll(async () => {
  await removeStorageRulesWorld?.();
  await arranger?.close();
  await env?.cleanup();
});

const shared = {
  env: () => env,
  contexts: () => contexts,
  arranger: () => arranger,
};

// ------------------------------------------------------------------ 1. the matrix
const firestoreCells = FIRESTORE_CASES.flatMap((entry) =>
  ROLES.flatMap((role) => OPERATIONS.map((operation) => ({ entry, role, operation, allowed: isAllowed(entry, role, operation) }))),
);
const wideListCells = FIRESTORE_CASES.flatMap((entry) => ROLES.map((role) => ({ entry, role, allowed: isWideListAllowed(entry, role) })));
const storageCells = STORAGE_CASES.flatMap((entry) =>
  ROLES.flatMap((role) => STORAGE_OPERATIONS.map((operation) => ({ entry, role, operation, allowed: isStorageAllowed(entry, role, operation) }))),
);
console.info(
  `Rules matrix: Firestore ${FIRESTORE_CASES.length} collections × ${ROLES.length} roles × ${OPERATIONS.length} operations = ${firestoreCells.length} cells ` +
    `and ${wideListCells.length} wide lists; ` +
    `Storage ${STORAGE_CASES.length} paths × ${ROLES.length} roles × ${STORAGE_OPERATIONS.length} operations = ${storageCells.length} cells`,
);

async function performFirestore(entry: CollectionCase, role: Role, operation: Operation): Promise<void> {
  const db = firestoreOf(contexts[role]);
  const actor = { uid: uidOf(role), email: emailOf(role) };
  const target = doc(db, collectionPathOf(entry), entry.docId);
  switch (operation) {
    // From the server: an answer from the local cache would say nothing about the rules.
    case 'get':
      await getDocFromServer(target);
      return;
    case 'list':
      await getDocsFromServer(entry.list(db));
      return;
    case 'create': {
      if (entry.perform?.create) return entry.perform.create(db, role);
      const { id, data } = entry.create(actor);
      const ref = doc(db, collectionPathOf(entry), id);
      const record = recordFor(entry, role, 'create');
      await (record ? commitAudited(db, role, (context) => auditedSet(context, ref, data, record)) : setDoc(ref, data));
      return;
    }
    case 'update': {
      if (entry.perform?.update) return entry.perform.update(db, role);
      const record = recordFor(entry, role, 'update');
      await (record ? commitAudited(db, role, (context) => auditedUpdate(context, target, entry.update(actor), record)) : updateDoc(target, entry.update(actor)));
      return;
    }
    case 'delete': {
      const record = recordFor(entry, role, 'delete');
      const path = `${collectionPathOf(entry)}/${entry.docId}`;
      await (record ? commitAudited(db, role, (context) => auditedDelete(context, target, auditIdOf(path), record)) : deleteDoc(target));
    }
  }
}

const cellName = (cell: (typeof firestoreCells)[number]) =>
  `${cell.entry.collection} · ${cell.role} · ${cell.operation} → ${cell.allowed ? 'allowed' : 'denied'}`;
const isRead = (operation: Operation) => operation === 'get' || operation === 'list';

describe('Firestore access matrix', () => {
  // Reads change nothing, so they run several at a time: the emulator answers each in a few milliseconds and
  // most of a read's time is the round trip.
  describe('reads', () => {
    it.concurrent.each(firestoreCells.filter((cell) => isRead(cell.operation)).map((cell) => [cellName(cell), cell] as const))(
      '%s',
      async (_name, { entry, role, operation, allowed }) => {
        const attempt = performFirestore(entry, role, operation);
        if (allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
      },
    );
  });

  describe('writes', () => {
    it.each(firestoreCells.filter((cell) => !isRead(cell.operation)).map((cell) => [cellName(cell), cell] as const))(
      '%s',
      async (_name, { entry, role, operation, allowed }) => {
        let createdPath: string | undefined;
        if (operation === 'create') {
          createdPath = `${collectionPathOf(entry)}/${entry.create({ uid: uidOf(role), email: emailOf(role) }).id}`;
          // Creating one's own record: it must not exist yet.
          if (BASELINE[createdPath]) await arrangeDoc(arranger, createdPath, null);
        }
        const attempt = performFirestore(entry, role, operation);
        if (allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
        // A cell writes the created document or the target (and what goes with it); audit entries stay.
        if (allowed || (createdPath !== undefined && createdPath in BASELINE)) {
          await restorePaths(arranger, [createdPath ?? `${collectionPathOf(entry)}/${entry.docId}`, ...(entry.alsoTouches ?? [])]);
        }
      },
    );
  });

  describe('wide lists: nobody lists beyond their own documents but where the table says', () => {
    it.concurrent.each(wideListCells.map((cell) => [`${cell.entry.collection} · ${cell.role} · ${wideListOf(cell.entry).what} → ${cell.allowed ? 'allowed' : 'denied'}`, cell] as const))(
      '%s',
      async (_name, { entry, role, allowed }) => {
        const attempt = getDocsFromServer(wideListOf(entry).query(firestoreOf(contexts[role])));
        if (allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
      },
    );
  });
});

let freshName = Date.now() * 10;
const EXISTING = '20240102030405';
const FILE_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

async function performStorage(entry: StorageCase, role: Role, operation: StorageOperation): Promise<void> {
  const storage = storageOf(contexts[role]);
  switch (operation) {
    case 'read':
      await getMetadata(ref(storage, entry.path(EXISTING)));
      return;
    case 'create':
      freshName += 1;
      await uploadBytes(ref(storage, entry.path(String(freshName))), entry.bytes ?? FILE_BYTES, { contentType: entry.contentType });
      return;
    case 'delete':
      await deleteObject(ref(storage, entry.path(EXISTING)));
  }
}

describe('Storage access matrix', () => {
  beforeAll(async () => {
    for (const entry of STORAGE_CASES) await arrangeFile(arranger, entry.path(EXISTING), entry.contentType, entry.bytes);
  });

  it.each(storageCells.map((cell) => [`${cell.entry.pattern} · ${cell.role} · ${cell.operation} → ${cell.allowed ? 'allowed' : 'denied'}`, cell] as const))(
    '%s',
    async (_name, { entry, role, operation, allowed }) => {
      const attempt = performStorage(entry, role, operation);
      if (allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
      if (allowed && operation === 'delete') await arrangeFile(arranger, entry.path(EXISTING), entry.contentType, entry.bytes);
    },
  );
});

// ------------------------------------------------------------------ 2.–4.
// Each scenario file in a describe of its own, so that its world restore (scenarioWorld) follows its own tests only.
describe('scenarios', () => defineScenarios(shared));
describe('audit', () => defineAuditScenarios(shared));
describe('attacks', () => defineAttackScenarios(shared));
describe('care ended', () => defineCareEndedScenarios(shared));
describe('RTM', () => defineRtmScenarios(shared));
describe('reminders', () => defineReminderScenarios(shared));
describe('outcomes', () => defineOutcomeScenarios(shared));
describe('video visits', () => defineVideoVisitScenarios(shared));
describe('clinics', () => defineClinicScenarios(shared));
describe('plans of care', () => definePlanOfCareScenarios(shared));
describe('exercise library', () => defineExerciseLibraryScenarios(shared));
describe('programmes', () => defineProgrammeScenarios(shared));
defineStorageScenarios(shared);
defineBadInput(shared);

describe('the matrix is complete', () => {
  const ROOT = resolve(import.meta.dirname, '../../..');
  const matchedIn = (file: string) =>
    [...readFileSync(resolve(ROOT, file), 'utf8').matchAll(/^\s*match \/([A-Za-z0-9_]+)\/\{/gm)].map((m) => m[1]);

  it('has one row per collection of the data model, and the rules one match block per collection', () => {
    const rows = FIRESTORE_CASES.map((entry) => entry.collection);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(matchedIn('firestore.rules').filter((name) => name !== 'databases').sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  it("lists in the rules each group's roles as ROLE_TABLE gives them (the `// role-table:` lines)", () => {
    const lines = [...readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8').matchAll(/return \[([^\]]*)\]; \/\/ role-table: (.+) = (.+)$/gm)];
    expect(lines.length).toBeGreaterThan(0);
    const names = (text: string) => text.split(',').map((name) => name.trim());
    for (const [, listed, groups, accesses] of lines) {
      const roles = [...listed.matchAll(/'(\w+)'/g)].map((match) => match[1]);
      for (const group of names(groups) as ClinicDataGroup[]) {
        const inTable = CLINIC_ROLES.filter((role) => (names(accesses) as RoleAccess[]).includes(ROLE_TABLE[role][group]));
        expect({ group, accesses, roles }).toEqual({ group, accesses, roles: inTable });
      }
    }
    // Every access the table gives to a group has its line, but those of the callables only (issue 51: the biller's and
    // the assistant's work), which no line may name: a new access kind or group fails here until the rules say it.
    const onLines = lines.flatMap(([, , groups, accesses]) => names(groups).flatMap((group) => names(accesses).map((access) => `${group} = ${access}`)));
    const tablePairs = [...new Set(CLINIC_ROLES.flatMap((role) => Object.entries(ROLE_TABLE[role]).map(([group, access]) => `${group} = ${access}`)))];
    const ruledByLines = (pair: string) => !pair.endsWith('= none') && !CALLABLE_ONLY.some((access) => pair.endsWith(`= ${access}`));
    expect(tablePairs.filter((pair) => ruledByLines(pair) && !onLines.includes(pair))).toEqual([]);
    expect(onLines.filter((pair) => !ruledByLines(pair))).toEqual([]);
  });

  it('has a row for every folder storage.rules opens', () => {
    const folders = matchedIn('storage.rules').filter((name) => name !== 'b');
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(STORAGE_CASES.some((entry) => entry.path('20240102030405').startsWith(`${folder}/`)), folder).toBe(true);
  });
});

describe('docs/security.md', () => {
  it('shows the same access table as the tests', () => {
    expect(checkSecurityDoc()).toEqual({ upToDate: true });
  });
});

// ------------------------------------------------------------------ 5. rule coverage
describe('Firestore rule coverage', () => {
  it('evaluated every allow line, both ways where it has a condition', async () => {
    const coverage = await collectRuleCoverage();
    // The report is of the rules under test, and every allow line of them is judged.
    const rules = readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8');
    expect(coverage.source).toBe(rules);
    expect(coverage.allowLines).toHaveLength(rules.split('\n').filter((line) => /^\s*allow /.test(line)).length);
    const missing = uncoveredAllowLines(coverage);
    expect(missing, `allow lines not fully evaluated (see .cache/rule-coverage/firestore-coverage.html):\n${missing.join('\n')}`).toEqual([]);
    // The emulator's report holds every value each expression took: about 100 MB to fetch and parse, some 40 s on
    // an idle 2-core machine and several minutes on a loaded one; a deadline, not an expectation of speed.
  }, 900_000);
});
