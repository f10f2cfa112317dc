import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rehab/model/audit';
import { fakeTimestamp } from '../../../test/timestamps';
import { describeEntry, notesChange, type Formatters } from './describe';

const format: Formatters = {
  day: (iso) => `day ${iso}`,
  dateTime: (ms) => `at ${new Date(ms).toISOString()}`,
  pointTime: (ms) => `point ${ms}`,
};

const entry = (action: AuditEntry['action'], changes: AuditEntry['changes'] = {}, target = { collection: 'sessions', id: 's1' }) => ({ action, changes, target });

describe('describeEntry', () => {
  it('names the tags added or removed', () => {
    expect(describeEntry(entry('session.tagAdded', { tags: { before: [], after: ['pain'] } }), format)).toEqual({ key: 'session.tagAdded', values: { tags: '“pain”' } });
    expect(describeEntry(entry('session.tagRemoved', { tags: { before: ['home', 'clinic'], after: [] } }), format)).toEqual({
      key: 'session.tagRemoved',
      values: { tags: '“home”, “clinic”' },
    });
    expect(describeEntry(entry('session.tagAdded'), format).key).toBe('session.tagCounted');
  });

  it("gives a removed or restored point's time, and how many points a revert put back", () => {
    expect(describeEntry(entry('session.pointRemoved', { removedTimePoints: { before: [], after: [1234] } }), format).values).toEqual({ time: 'point 1234' });
    expect(describeEntry(entry('session.pointRestored', { removedTimePoints: { before: [1234], after: [] } }), format).values).toEqual({ time: 'point 1234' });
    expect(describeEntry(entry('session.editsReverted', { removedTimePoints: { before: [1, 2, 3], after: [] } }), format).values).toEqual({ count: 3 });
  });

  it('tells an export of the record (the accounting of disclosures)', () => {
    expect(describeEntry(entry('record.exported', { format: { before: null, after: 'FHIR R4' } }, { collection: 'users', id: 'pat' }), format)).toEqual({ key: 'record.exported', values: {} });
  });

  it("tells a care request by its devices, and a grant, decline or end by the doctor's name", () => {
    const target = { collection: 'careRelationships', id: 'pat_doc' };
    expect(describeEntry(entry('care.requested', { devices: { before: [], after: ['GLV-1001'] } }, target), format)).toEqual({ key: 'care.requested', values: { devices: 'GLV-1001' } });
    for (const action of ['care.granted', 'care.declined', 'care.ended'] as const) {
      expect(describeEntry(entry(action, { doctor: { before: 'Olivia Grant', after: 'Olivia Grant' } }, target), format)).toEqual({ key: action, values: { doctor: 'Olivia Grant' } });
    }
  });

  it("tells a clinic's transfer by the clinicians' names", () => {
    const changes = { primary: { before: 'owner', after: 'physio' }, clinician: { before: 'Daniel Reyes', after: 'Hannah Brooks' } };
    expect(describeEntry(entry('care.transferred', changes, { collection: 'clinicConsents', id: 'pat_clinic' }), format)).toEqual({
      key: 'care.transferred',
      values: { from: 'Daniel Reyes', to: 'Hannah Brooks' },
    });
  });

  it("tells the RTM functions' entries: a stop by its last day, an attested call, a month closed or amended", () => {
    const monitoring = { collection: 'monitoring', id: 'p1' };
    expect(describeEntry(entry('monitoring.stopped', { endDay: { before: null, after: '2030-01-31' } }, monitoring), format)).toEqual({ key: 'monitoring.stopped', values: { date: 'day 2030-01-31' } });
    expect(describeEntry(entry('monitoring.stopped', { endDay: { before: null, after: null } }, monitoring), format)).toEqual({ key: 'monitoring.cancelled', values: {} });
    const call = { start: { before: null, after: fakeTimestamp(new Date('2030-01-05T09:30:00Z')) }, minutes: { before: null, after: 12 }, attestation: { before: null, after: 'Two-way audio with the patient' } };
    const target = { collection: 'rtmContacts', id: 'd_p_1' };
    expect(describeEntry(entry('rtm.contactRecorded', { ...call, kind: { before: null, after: 'phone' } }, target), format)).toEqual({
      key: 'rtm.phoneCallRecorded',
      values: { date: 'at 2030-01-05T09:30:00.000Z', minutes: 12, attestation: 'Two-way audio with the patient' },
    });
    expect(describeEntry(entry('rtm.contactRecorded', { ...call, kind: { before: null, after: 'video' } }, target), format).key).toBe('rtm.videoCallRecorded');
    expect(describeEntry(entry('rtm.monthClosed', { month: { before: null, after: '2030-01' } }, target), format)).toEqual({ key: 'rtm.monthClosed', values: { month: '2030-01' } });
    expect(describeEntry(entry('rtm.monthAmended', { month: { before: null, after: '2030-01' }, reason: { before: null, after: 'Late call' } }, target), format)).toEqual({
      key: 'rtm.monthAmended',
      values: { month: '2030-01', reason: 'Late call' },
    });
  });

  it("tells a monitoring start by its first day and time zone, and a goal by its device and angle", () => {
    const target = { collection: 'monitoring', id: 'p1' };
    const started = entry('monitoring.started', { periodStart: { before: null, after: '2030-01-02' }, timeZone: { before: null, after: 'Europe/Athens' } }, target);
    expect(describeEntry(started, format)).toEqual({ key: 'monitoring.started', values: { date: 'day 2030-01-02', zone: 'Europe/Athens' } });
    expect(describeEntry(entry('monitoring.goalChanged', { Glove: { before: 60, after: 75 } }, target), format)).toEqual({
      key: 'monitoring.goalChanged',
      values: { device: 'Glove', degrees: 75 },
    });
    expect(describeEntry(entry('monitoring.goalChanged', { 'Knee Brace': { before: 90, after: null } }, target), format)).toEqual({
      key: 'monitoring.goalRemoved',
      values: { device: 'Knee Brace' },
    });
  });

  it('dates deletions, restorations and appointments by their timestamps', () => {
    const date = fakeTimestamp('2030-01-02T10:00:00Z');
    expect(describeEntry(entry('session.deleted', { date: { before: date, after: null } }), format).values).toEqual({ date: 'at 2030-01-02T10:00:00.000Z' });
    expect(describeEntry(entry('session.restored', { date: { before: null, after: date } }), format).values).toEqual({ date: 'at 2030-01-02T10:00:00.000Z' });
    expect(describeEntry(entry('appointment.booked', { datetime: { before: null, after: date } }), format).values).toEqual({ date: 'at 2030-01-02T10:00:00.000Z' });
    expect(describeEntry(entry('appointment.cancelled', { datetime: { before: date, after: null } }), format).values).toEqual({ date: 'at 2030-01-02T10:00:00.000Z' });
    const later = fakeTimestamp('2030-01-03T11:30:00Z');
    expect(describeEntry(entry('appointment.moved', { datetime: { before: date, after: later } }), format).values).toEqual({
      from: 'at 2030-01-02T10:00:00.000Z',
      to: 'at 2030-01-03T11:30:00.000Z',
    });
  });

  it('tells calendar changes by plan and day', () => {
    expect(describeEntry(entry('schedule.added', { '2030-05-01': { before: [], after: ['Knee', 'Grip'] } }), format).values).toEqual({
      plans: '“Knee”, “Grip”',
      date: 'day 2030-05-01',
    });
    expect(
      describeEntry(entry('schedule.moved', { '2030-05-03': { before: [], after: ['Knee'] }, '2030-05-01': { before: ['Knee'], after: [] } }), format).values,
    ).toEqual({ plans: '“Knee”', from: 'day 2030-05-01', to: 'day 2030-05-03' });
    expect(describeEntry(entry('schedule.removed', { '2030-05-01': { before: ['Knee'], after: [] } }), format).values).toEqual({ plans: '“Knee”', date: 'day 2030-05-01' });
    expect(
      describeEntry(entry('schedule.planRemoved', { '2030-05-02': { before: ['Knee'], after: [] }, '2030-05-01': { before: ['Knee'], after: [] } }), format).values,
    ).toEqual({ plans: '“Knee”', dates: 'day 2030-05-01, day 2030-05-02' });
  });

  it('tells calendar changes recorded with their events (by id, as the calendar holds them) in the same words', () => {
    const event = (name: string) => ({ name, isPublic: true, exerciseId: `plan-${name}`, doctorId: 'd1' });
    expect(describeEntry(entry('schedule.added', { '2030-05-01': { before: {}, after: { 'evt-1': event('Knee'), 'evt-2': event('Grip') } } }), format).values).toEqual({
      plans: '“Knee”, “Grip”',
      date: 'day 2030-05-01',
    });
    expect(
      describeEntry(entry('schedule.moved', { '2030-05-03': { before: {}, after: { 'evt-1': event('Knee') } }, '2030-05-01': { before: { 'evt-1': event('Knee') }, after: {} } }), format).values,
    ).toEqual({ plans: '“Knee”', from: 'day 2030-05-01', to: 'day 2030-05-03' });
    expect(describeEntry(entry('schedule.removed', { '2030-05-01': { before: { 'evt-1': event('Knee') }, after: {} } }), format).values).toEqual({ plans: '“Knee”', date: 'day 2030-05-01' });
  });

  it('names plans, devices and the admin console’s targets', () => {
    expect(describeEntry(entry('plan.created', { name: { before: null, after: 'Knee' } }), format).values).toEqual({ name: 'Knee' });
    expect(describeEntry(entry('plan.deleted', { name: { before: 'Knee', after: null } }), format).values).toEqual({ name: 'Knee' });
    expect(describeEntry(entry('device.registered', { devices: { before: [], after: ['GLV-1'] } }), format).values).toEqual({ device: 'GLV-1' });
    expect(describeEntry(entry('device.removed', { devices: { before: ['GLV-1'], after: [] } }), format).values).toEqual({ device: 'GLV-1' });
    expect(describeEntry(entry('record.edited', { tags: { before: [], after: [] }, notes: { before: '', after: '' } }), format).values).toEqual({
      target: 'sessions/s1',
      fields: 'tags, notes',
    });
    expect(describeEntry(entry('patient.linked'), format)).toEqual({ key: 'patient.linked', values: {} });
  });
});

describe('notesChange', () => {
  it('gives the texts of a notes edit, and nothing for other entries', () => {
    expect(notesChange(entry('session.notesEdited', { notes: { before: 'Old', after: 'New' } }))).toEqual({ before: 'Old', after: 'New' });
    expect(notesChange(entry('session.tagAdded', { tags: { before: [], after: ['x'] } }))).toBeNull();
  });
});
