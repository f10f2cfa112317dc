// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PATIENT_OF_BOTH_CLINICS } from './accounts';
import { buildAppointments, buildChatMessages, buildEmails } from './calendar';
import { SeedClock } from './clock';
import { DEMO_DOCTOR_ADDRESS, buildDoctors } from './people';
import { Random } from './random';

const clock = new SeedClock(new Date(2025, 5, 15, 12));
const everyoneInCare = () => true;
const { appointments, reminders } = buildAppointments(clock, new Random(1), everyoneInCare);
const doctors = buildDoctors();
const patientsOf = (uid: string) => doctors.find((d) => d.id === uid)!.data.patients;
const { doctor, secondDoctor, patient } = DEMO_ACCOUNTS;

describe('appointments', () => {
  const own = appointments.filter((a) => a.data.doctorID === doctor.uid);

  it('fill the demo doctor\'s last and next week, several of them today', () => {
    const days = own.map((a) => Math.floor((a.data.datetime.toMillis() - clock.today.getTime()) / 86_400_000));
    expect(days.filter((day) => day === 0).length).toBeGreaterThanOrEqual(2);
    expect(days.some((day) => day < 0)).toBe(true);
    expect(days.some((day) => day > 0)).toBe(true);
    expect(days.every((day) => day >= -7 && day <= 7)).toBe(true);
  });

  it('are online with a video link or in person at the doctor\'s address, on quarter hours', () => {
    for (const { data } of own) {
      expect(data.location).toMatch(data.isOnline ? /^https:\/\/meet\.example\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/ : new RegExp(`^${DEMO_DOCTOR_ADDRESS}$`));
      expect(data.datetime.toMillis() % 900_000).toBe(0);
    }
    expect(new Set(own.map((a) => a.data.isOnline))).toEqual(new Set([true, false]));
  });

  it('are only with each doctor\'s own patients (the physical therapist\'s with the patient who approved her clinic), the second doctor\'s including a shared patient', () => {
    for (const { data } of appointments) {
      if (data.doctorID === DEMO_ACCOUNTS.clinician.uid) expect(data.userID).toBe(PATIENT_OF_BOTH_CLINICS.uid);
      else expect(patientsOf(data.doctorID)).toContain(data.userID);
    }
    const secondDoctorsPatients = appointments.filter((a) => a.data.doctorID === secondDoctor.uid).map((a) => a.data.userID);
    expect(secondDoctorsPatients.some((uid) => patientsOf(doctor.uid).includes(uid))).toBe(true);
    expect(own.some((a) => a.data.userID === patient.uid)).toBe(true);
  });

  it('each have a reminder under the same id, today\'s unread and a few read', () => {
    expect(reminders.map((r) => r.id)).toEqual(appointments.map((a) => a.id));
    for (const [i, { id, data }] of reminders.entries()) {
      const appointment = appointments[i].data;
      expect(data).toMatchObject({ appointmentID: id, id, doctorID: appointment.doctorID, userID: appointment.userID, isFavourite: false });
      if (appointment.datetime.toDate() >= clock.today) expect(data.isRead).toBe(false);
    }
    expect(reminders.filter((r) => r.data.isRead).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the appointment-request inbox', () => {
  const emails = buildEmails(clock);

  it('holds 6-10 delivered requests for the demo doctor, some read, and queued ones without delivery', () => {
    expect(emails.every((e) => e.data.to === doctor.email)).toBe(true);
    const delivered = emails.filter((e) => e.data.delivery);
    expect(delivered.length).toBeGreaterThanOrEqual(6);
    expect(delivered.length).toBeLessThanOrEqual(10);
    for (const { data } of delivered) expect(data.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(delivered.filter((e) => e.data.is_unread === false).length).toBeGreaterThanOrEqual(2);
    expect(delivered.filter((e) => e.data.is_unread !== false).length).toBeGreaterThanOrEqual(2);
    expect(emails.length - delivered.length).toBeGreaterThanOrEqual(1);
    for (const { data } of emails) expect(data.message.subject).toMatch(/^Appointment request from /);
  });
});

describe('chat messages', () => {
  const messages = buildChatMessages(clock, everyoneInCare);

  it('hold 3-4 conversations of the demo doctor, the demo patient\'s included', () => {
    const partners = new Set(messages.map((m) => m.data.userID));
    expect(partners.size).toBeGreaterThanOrEqual(3);
    expect(partners.size).toBeLessThanOrEqual(4);
    expect(partners).toContain(patient.uid);
    for (const uid of partners) expect(patientsOf(doctor.uid)).toContain(uid);
  });

  it('are written by one side of the conversation, in time order, the last patient message unread', () => {
    for (const uid of new Set(messages.map((m) => m.data.userID))) {
      const conversation = messages.filter((m) => m.data.userID === uid).map((m) => m.data);
      const times = conversation.map((m) => m.timestamp.toMillis());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      for (const m of conversation) expect([m.doctorID, m.userID]).toContain(m.senderID);
      expect(conversation.filter((m) => !m.isRead)).toHaveLength(1);
      expect(times.every((t) => t < clock.today.getTime())).toBe(true);
    }
    for (const { id, data } of messages) expect(data.id).toBe(id);
  });
});
