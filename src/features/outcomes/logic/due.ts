/**
 * The questionnaires due for the patient now (his home's list and the bell's count), from his assignments and
 * answers: the schedule of @rehab/model/outcomes/schedule in his time zone. An occurrence saved part-way is still due,
 * with its draft.
 */
import { dueOccurrence, responseIdOf } from '@rehab/model/outcomes/schedule';
import type { AssignmentRecord, ResponseRecord } from '../api/outcomesRecords';

export interface DueQuestionnaire {
  assignment: AssignmentRecord;
  occurrenceDay: string;
  /** the answers saved part-way, if any */
  draft: ResponseRecord | undefined;
}

export function dueQuestionnaires(assignments: readonly AssignmentRecord[], responses: readonly ResponseRecord[], now: number, timeZone: string): DueQuestionnaire[] {
  const completed = new Set(responses.filter((r) => r.status === 'completed').map((r) => r.id));
  return assignments
    .flatMap((assignment) => {
      const occurrenceDay = dueOccurrence({ assignmentId: assignment.id, ...assignment }, now, timeZone, completed);
      if (occurrenceDay === null) return [];
      const draft = responses.find((r) => r.id === responseIdOf(assignment.id, occurrenceDay));
      return [{ assignment, occurrenceDay, draft }];
    })
    .sort((a, b) => a.occurrenceDay.localeCompare(b.occurrenceDay) || a.assignment.instrument.localeCompare(b.assignment.instrument));
}
