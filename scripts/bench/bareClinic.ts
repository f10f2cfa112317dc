/**
 * The yardstick of the clinic pages (scripts/bench/caseload.ts): the documents the app's caseload or dashboard page
 * reads — the caseload's summary and its first page, or the dashboard —, fetched with Firestore Lite and shown as
 * plain tables. No React, no router, no listeners, no sign-in (the emulator takes a mock token of the owner, so the
 * rules let it read what they let him read). Bundled by the bench with Vite; a path ending in /dashboard shows the
 * dashboard, any other the caseload.
 */
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import type { CaseloadPage, CaseloadSummary } from '@rehab/model/caseload';
import type { ClinicDashboard, DashboardCounts } from '@rehab/model/clinicDashboard';

export interface BareClinicConfig {
  projectId: string;
  /** the Firestore emulator's port on 127.0.0.1 */
  firestorePort: number;
  ownerUid: string;
  clinicId: string;
}

declare global {
  interface Window {
    /** Set by the page before the bundle runs. */
    bareClinicConfig: BareClinicConfig;
  }
}

const { projectId, firestorePort, ownerUid, clinicId } = window.bareClinicConfig;
const db = getFirestore(initializeApp({ projectId }));
connectFirestoreEmulator(db, '127.0.0.1', firestorePort, { mockUserToken: { sub: ownerUid } });
const main = document.getElementById('bare')!;

function line(tag: 'th' | 'td', cells: readonly (string | number)[]): HTMLTableRowElement {
  const row = document.createElement('tr');
  for (const cell of cells) row.append(Object.assign(document.createElement(tag), { textContent: String(cell) }));
  return row;
}

/** A plain table, each row with its test id (the bench waits for the same ids as in the app). */
function table(head: readonly string[], rows: readonly { testId: string; cells: readonly (string | number)[] }[]): HTMLTableElement {
  const element = document.createElement('table');
  element.append(line('th', head));
  for (const { testId, cells } of rows) {
    const row = line('td', cells);
    row.dataset.testid = testId;
    element.append(row);
  }
  return element;
}

async function showCaseload() {
  const summary = (await getDoc(doc(db, 'clinicCaseloads', clinicId))).data() as CaseloadSummary;
  const page = (await getDoc(doc(db, 'clinicCaseloadPages', summary.pages[0].id))).data() as CaseloadPage;
  const names = new Map(summary.clinicians.map((clinician) => [clinician.uid, clinician.name]));
  const counts = Object.assign(document.createElement('p'), { textContent: `${summary.patients} patients, ${summary.needsAttention} need attention, ${summary.openAlerts} alerts waiting` });
  const rows = page.rows.map((row) => ({
    testId: `caseload-row-${row.patientId}`,
    cells: [row.row?.name ?? '', names.get(row.primary) ?? '', row.row?.periodStart ?? '', row.row?.days.length ?? 0, row.openAlerts],
  }));
  main.append(counts, table(['Patient', 'Primary clinician', 'Period start', 'Data days', 'Alerts waiting'], rows));
}

async function showDashboard() {
  const dashboard = (await getDoc(doc(db, 'clinicDashboards', clinicId))).data() as ClinicDashboard;
  const cells = (counts: DashboardCounts) => [
    counts.patients,
    counts.inMonitoring,
    counts.onTrack,
    counts.alertsByAge.reduce((sum, count) => sum + count, 0),
    `${counts.outcomesImproved} of ${counts.outcomesMeasured}`,
  ];
  const figure = Object.assign(document.createElement('p'), { textContent: String(dashboard.clinic.patients) });
  figure.dataset.testid = 'dashboard-patients-figure';
  const clinicians = [
    ...dashboard.clinicians.map((clinician) => ({ testId: `clinician-row-${clinician.uid}`, cells: [clinician.name, ...cells(clinician)] })),
    { testId: 'clinician-row-clinic', cells: ['Whole clinic', ...cells(dashboard.clinic)] },
  ];
  const claims = dashboard.clinic.claims.flatMap(({ month, closed, codes }) =>
    Object.entries(codes).map(([code, { lines, units }]) => ({ testId: `claims-row-${month}`, cells: [month, closed ? 'Closed' : 'Open', code, lines ?? '', units] })),
  );
  main.append(
    figure,
    table(['Clinician', 'Patients', 'In monitoring', 'On track', 'Alerts waiting', 'Outcomes improved'], clinicians),
    table(['Month', 'State', 'Code', 'Lines', 'Units'], claims),
  );
}

(location.pathname.endsWith('/dashboard') ? showDashboard() : showCaseload()).catch((error: unknown) => {
  main.textContent = `The bare page failed: ${String(error)}`;
});
