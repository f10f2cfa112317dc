import { lazy } from 'react';

/** What other features and the app use of the patient-reported outcomes (issue 34). */
/**
 * The patient home's check-in, due questionnaires and progress, its code and reads started when it first renders:
 * render it under a Suspense boundary (the home renders it after its first paint).
 */
export const PatientHomeOutcomes = lazy(() => import('./components/PatientHomeOutcomes').then((card) => ({ default: card.PatientHomeOutcomes })));
export { useDueQuestionnaires } from './hooks/usePatientOutcomes';
/**
 * The doctor's outcomes panel on the patient dashboard, its code (with its charts) loaded when it first renders:
 * render it under a Suspense boundary.
 */
export const PatientOutcomesPanel = lazy(() => import('./components/PatientOutcomesPanel').then((panel) => ({ default: panel.PatientOutcomesPanel })));
