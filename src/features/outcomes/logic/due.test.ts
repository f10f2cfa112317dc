import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@rehab/model/reminders';
import { dueQuestionnaires } from './due';

const assignment = (id: string, startDay: string, active = true) => ({
  id,
  patientId: 'p',
  doctorId: 'd',
  instrument: 'lefs' as const,
  questionnaire: '',
  schedule: 'weekly' as const,
  startDay,
  active,
  createdAt: 0,
});
const response = (id: string, status: 'completed' | 'in-progress') => ({
  id,
  assignmentId: id.split('_')[0],
  instrument: 'lefs' as const,
  questionnaire: '',
  occurrenceDay: id.split('_')[1],
  status,
  authored: 0,
  item: [],
  score: null,
});

describe('dueQuestionnaires', () => {
  const now = zonedInstant('2026-03-18', '10:00', 'Europe/Paris');

  it("lists this occurrence of each active assignment, with its draft, unless it is completed", () => {
    const due = dueQuestionnaires(
      [assignment('a1', '2026-03-10'), assignment('a2', '2026-03-03'), assignment('a3', '2026-03-11', false), assignment('a4', '2026-03-20')],
      [response('a1_2026-03-17', 'in-progress'), response('a2_2026-03-17', 'completed')],
      now,
      'Europe/Paris',
    );
    expect(due.map((d) => [d.assignment.id, d.occurrenceDay, d.draft?.status])).toEqual([['a1', '2026-03-17', 'in-progress']]);
  });
});
