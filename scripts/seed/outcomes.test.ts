// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scoreLefs } from '@rehab/model/outcomes/scoring';
import { currentOccurrence, dueOccurrence } from '@rehab/model/outcomes/schedule';
import { localDay } from '@rehab/model/reminders';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_DUE_LEFS_ASSIGNMENT, lefsItemsFor } from './outcomes';
import { buildWorld } from './world';

const now = new Date(2025, 5, 15, 12);
const { collections } = buildWorld(now);

describe('the outcomes of the demo world', () => {
  it('writes LEFS answers that add up to the total asked', () => {
    for (const total of [0, 19, 34, 52, 80]) expect(scoreLefs(lefsItemsFor(total)).value).toBe(total);
  });

  it('leaves the demo patient one LEFS due now, after five completed weeks scored by the shared scoring', () => {
    const assignment = collections.questionnaireAssignments.find((doc) => doc.id === DEMO_DUE_LEFS_ASSIGNMENT)!;
    const responses = collections.questionnaireResponses.filter((doc) => doc.data.assignmentId === DEMO_DUE_LEFS_ASSIGNMENT);
    expect(responses.map((doc) => doc.data.score?.value)).toEqual([34, 39, 45, 47, 52]);
    const completed = new Set(responses.map((doc) => doc.id));
    const due = dueOccurrence({ assignmentId: assignment.id, ...assignment.data }, now.getTime(), 'UTC', completed);
    expect(due).toBe(currentOccurrence(assignment.data.startDay, assignment.data.schedule, localDay(now.getTime(), 'UTC')));
  });

  it("shows one patient improving and another worsening on the LEFS, and a PSFS, all of the demo doctor's patients", () => {
    const trends = collections.questionnaireAssignments.map(({ id, data }) => {
      const values = collections.questionnaireResponses.filter((doc) => doc.data.assignmentId === id).map((doc) => doc.data.score!.value!);
      return { instrument: data.instrument, change: values[values.length - 1] - values[0] };
    });
    expect(trends.filter((t) => t.instrument === 'lefs').map((t) => Math.sign(t.change)).sort()).toEqual([-1, 1]);
    expect(trends.some((t) => t.instrument === 'psfs' && t.change >= 2)).toBe(true);
    expect(new Set(collections.questionnaireAssignments.map((doc) => doc.data.doctorId))).toEqual(new Set([DEMO_ACCOUNTS.doctor.uid]));
  });

  it("summarises each patient's first and latest scores as the outcome summary function does (issue 51)", () => {
    const patients = new Set(collections.questionnaireResponses.map((doc) => doc.data.patientId));
    expect(collections.outcomeSummaries.map((doc) => doc.id).sort()).toEqual([...patients].sort());
    const demo = collections.outcomeSummaries.find((doc) => doc.id === DEMO_ACCOUNTS.patient.uid)!.data;
    expect(demo.instruments).toEqual({ lefs: expect.objectContaining({ first: 34, latest: 52, count: 5 }) });
  });

  it('leaves the sessions of the last 3 days without a check-in, one per session otherwise', () => {
    const sessions = new Map(collections.sessions.map((doc) => [doc.id, doc.data]));
    for (const { id, data } of collections.outcomeCheckIns) {
      expect(data.sessionId).toBe(id);
      expect(sessions.get(id)?.userId).toBe(data.patientId);
      expect(sessions.get(id)!.date.toMillis()).toBeLessThan(now.getTime() - 3 * 86_400_000);
    }
  });
});
