/** Appointments and their reminders, the appointment-request inbox, and doctor-patient chats. */
import type { Appointment, ChatMessage, Email, Reminder } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, OTHER_PATIENTS, PATIENT_OF_BOTH_CLINICS, type DemoAccount } from './accounts';
import { addMinutes, type SeedClock } from './clock';
import { DEMO_DOCTOR_ADDRESS, SECOND_DOCTOR_ADDRESS, fullName } from './people';
import type { InCare } from './care';
import type { Random } from './random';
import type { SeedDoc } from './seedDoc';

const [amara, mateo, yuki, fatima, noah, grace, arjun, sofia, , william] = OTHER_PATIENTS;
const { doctor, secondDoctor, clinician, patient } = DEMO_ACCOUNTS;

interface AppointmentSpec {
  doctor: DemoAccount;
  patient: DemoAccount;
  day: number;
  hour: number;
  minute: number;
  isOnline: boolean;
  /** reminder already opened from the notification bell */
  isRead?: boolean;
}

/** Last week to next week, three of them today (the bell lists today's reminders). */
const APPOINTMENTS: readonly AppointmentSpec[] = [
  { doctor, patient, day: -7, hour: 10, minute: 0, isOnline: true, isRead: true },
  { doctor, patient: amara, day: -6, hour: 14, minute: 30, isOnline: false, isRead: true },
  { doctor, patient: grace, day: -5, hour: 9, minute: 15, isOnline: true, isRead: true },
  { doctor, patient: mateo, day: -3, hour: 11, minute: 0, isOnline: false },
  { doctor, patient: fatima, day: -2, hour: 15, minute: 45, isOnline: true },
  { doctor, patient: arjun, day: -1, hour: 13, minute: 0, isOnline: false },
  { doctor, patient, day: 0, hour: 9, minute: 30, isOnline: true },
  { doctor, patient: grace, day: 0, hour: 11, minute: 0, isOnline: false },
  { doctor, patient: amara, day: 0, hour: 15, minute: 15, isOnline: true },
  { doctor, patient: mateo, day: 1, hour: 10, minute: 45, isOnline: true },
  { doctor, patient, day: 2, hour: 14, minute: 0, isOnline: false },
  { doctor, patient: fatima, day: 4, hour: 9, minute: 0, isOnline: false },
  { doctor, patient: arjun, day: 6, hour: 16, minute: 30, isOnline: true },
  { doctor, patient: grace, day: 7, hour: 11, minute: 30, isOnline: true },
  // The second doctor's, with Grace (a patient of both: black on the demo doctor's calendar) and William.
  { doctor: secondDoctor, patient: grace, day: -4, hour: 10, minute: 0, isOnline: false, isRead: true },
  { doctor: secondDoctor, patient: william, day: -1, hour: 15, minute: 0, isOnline: true },
  { doctor: secondDoctor, patient: grace, day: 1, hour: 13, minute: 30, isOnline: true },
  { doctor: secondDoctor, patient: william, day: 3, hour: 9, minute: 45, isOnline: false },
  // Northside's physical therapist with Ravi, who approved the clinic (issue 51): the front desk's calendar has them.
  { doctor: clinician, patient: PATIENT_OF_BOTH_CLINICS, day: -3, hour: 10, minute: 30, isOnline: false, isRead: true },
  { doctor: clinician, patient: PATIENT_OF_BOTH_CLINICS, day: 0, hour: 16, minute: 0, isOnline: false },
  { doctor: clinician, patient: PATIENT_OF_BOTH_CLINICS, day: 2, hour: 9, minute: 30, isOnline: true },
  { doctor: clinician, patient: PATIENT_OF_BOTH_CLINICS, day: 5, hour: 14, minute: 15, isOnline: false },
];

/** Where each doctor sees patients in person: the physical therapist works at the demo doctor's clinic. */
const ADDRESSES: Record<string, string> = { [doctor.uid]: DEMO_DOCTOR_ADDRESS, [clinician.uid]: DEMO_DOCTOR_ADDRESS, [secondDoctor.uid]: SECOND_DOCTOR_ADDRESS };

function meetingLink(random: Random): string {
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + random.int(0, 25))).join('');
  return `https://meet.example.com/${letters(3)}-${letters(4)}-${letters(3)}`;
}

export function buildAppointments(clock: SeedClock, random: Random, inCare: InCare): { appointments: SeedDoc<Appointment>[]; reminders: SeedDoc<Reminder>[] } {
  const appointments: SeedDoc<Appointment>[] = [];
  const reminders: SeedDoc<Reminder>[] = [];
  APPOINTMENTS.forEach((spec, index) => {
    const id = `appt-${String(index + 1).padStart(3, '0')}`;
    const address = ADDRESSES[spec.doctor.uid];
    const pairInCare = inCare(spec.doctor.uid, spec.patient.uid);
    appointments.push({
      id,
      data: {
        isOnline: spec.isOnline,
        doctorID: spec.doctor.uid,
        datetime: clock.timestamp(spec.day, spec.hour, spec.minute),
        location: spec.isOnline ? meetingLink(random) : address,
        userID: spec.patient.uid,
        inCare: pairInCare,
      },
    });
    reminders.push({
      id,
      data: { appointmentID: id, doctorID: spec.doctor.uid, id, isFavourite: false, isRead: spec.isRead ?? false, userID: spec.patient.uid, inCare: pairInCare },
    });
  });
  return { appointments, reminders };
}

interface RequestSpec {
  from: DemoAccount;
  daysAgo: number;
  when: string;
  reason: string;
}

const REQUESTS: readonly RequestSpec[] = [
  { from: patient, daysAgo: 1, when: 'next Tuesday morning', reason: 'my knee has been stiff after the new squat routine' },
  { from: grace, daysAgo: 2, when: 'Thursday afternoon', reason: 'a follow-up on my knee stability exercises' },
  { from: yuki, daysAgo: 3, when: 'any weekday after 3 pm', reason: 'a first assessment of my right hand after the cast came off' },
  { from: amara, daysAgo: 5, when: 'Friday', reason: 'reviewing my progress with the knee brace' },
  { from: sofia, daysAgo: 7, when: 'early next week', reason: 'wrist pain when typing; I already use the glove at home' },
  { from: mateo, daysAgo: 10, when: 'Monday at 10', reason: 'my hip feels tight during the pants sessions' },
  { from: noah, daysAgo: 14, when: 'whenever suits you', reason: 'setting up my Neat sensor properly' },
  { from: fatima, daysAgo: 19, when: 'a video call this week', reason: 'questions about the band readings' },
];

function requestEmail(spec: RequestSpec): Email['message'] {
  return {
    subject: `Appointment request from ${fullName(spec.from)}`,
    text:
      `Hello Dr. ${doctor.lastName},\n\n` +
      `I would like to book an appointment ${spec.when} about ${spec.reason}.\n\n` +
      `Thank you,\n${fullName(spec.from)}\n${spec.from.email}`,
  };
}

/**
 * The demo doctor's appointment-request inbox (delivered e-mails, the newest
 * unread), plus two still queued (no delivery record: not in the inbox).
 */
export function buildEmails(clock: SeedClock): SeedDoc<Email>[] {
  const delivered = REQUESTS.map((spec, index): SeedDoc<Email> => {
    const startTime = clock.timestamp(-spec.daysAgo, 8 + index, 12);
    // The two newest have never been opened (no flag: unread), one was marked unread again, the rest were read.
    const readState = index < 2 ? {} : { is_unread: index === 2 };
    return {
      id: `email-request-${String(index + 1).padStart(2, '0')}`,
      data: {
        to: doctor.email,
        message: requestEmail(spec),
        delivery: { startTime, endTime: addMinutes(startTime, 0.05), state: 'SUCCESS', attempts: 1, error: null },
        ...readState,
      },
    };
  });
  const queued = [arjun, william].map((from, index): SeedDoc<Email> => ({
    id: `email-queued-${index + 1}`,
    data: { to: doctor.email, message: requestEmail({ from, daysAgo: 0, when: 'next week', reason: 'a consultation' }) },
  }));
  return [...delivered, ...queued];
}

interface Conversation {
  patient: DemoAccount;
  /** days ago the conversation started */
  startDay: number;
  /** [sender, text]; the last patient message stays unread */
  messages: ['doctor' | 'patient', string][];
}

const CONVERSATIONS: readonly Conversation[] = [
  {
    patient,
    startDay: -9,
    messages: [
      ['doctor', 'Hi Liam, I reviewed your glove sessions from last week. Your wrist flexion range is up nicely.'],
      ['patient', 'Thanks! It still feels tight first thing in the morning though.'],
      ['doctor', 'That is normal at this stage. Try the warm-up from your plan before the first set.'],
      ['patient', 'Will do. Should I keep the knee sessions at three per week?'],
      ['doctor', 'Yes, three per week, and add the heel slides from your new plan.'],
      ['patient', 'Great, see you at our next appointment.'],
    ],
  },
  {
    patient: amara,
    startDay: -6,
    messages: [
      ['patient', 'Dr. Reyes, the brace strap feels loose after washing. Is that a problem?'],
      ['doctor', 'It can skew the angle readings. Please tighten it until it sits snugly above the knee.'],
      ['patient', 'Done, the readings look steadier now.'],
      ['patient', 'Can we move Friday to an online call?'],
    ],
  },
  {
    patient: mateo,
    startDay: -4,
    messages: [
      ['doctor', 'Mateo, both legs of the pants recorded well yesterday. Keep the same routine.'],
      ['patient', 'Perfect, thank you!'],
      ['doctor', 'I added a sit-to-stand exercise to your schedule for next week.'],
    ],
  },
  {
    patient: grace,
    startDay: -3,
    messages: [
      ['patient', 'Dr. Grant suggested I also share my session data with you.'],
      ['doctor', 'Thanks Grace, I can see your knee brace sessions now.'],
      ['doctor', 'Your flexion is improving. Let us talk about the squats at our next appointment.'],
      ['patient', 'Sounds good, I will bring the brace.'],
      ['patient', 'Also, should I ice after each session?'],
    ],
  },
];

export function buildChatMessages(clock: SeedClock, inCare: InCare): SeedDoc<ChatMessage>[] {
  return CONVERSATIONS.flatMap((conversation) => {
    const pairInCare = inCare(doctor.uid, conversation.patient.uid);
    const lastPatientMessage = conversation.messages.map(([sender]) => sender).lastIndexOf('patient');
    const patientKey = conversation.patient.uid.replace(/^demo-/, '');
    return conversation.messages.map(([sender, text], index): SeedDoc<ChatMessage> => {
      const id = `msg-${patientKey}-${String(index + 1).padStart(2, '0')}`;
      // Spread over the days since the conversation began, a few hours apart within a day.
      const day = Math.min(-1, conversation.startDay + Math.floor((index * -conversation.startDay) / conversation.messages.length));
      return {
        id,
        data: {
          doctorID: doctor.uid,
          userID: conversation.patient.uid,
          senderID: sender === 'doctor' ? doctor.uid : conversation.patient.uid,
          id,
          isFavourite: false,
          isRead: !(sender === 'patient' && index === lastPatientMessage),
          messageBody: text,
          timestamp: clock.timestamp(day, 9 + index, 5 * index),
          inCare: pairInCare,
        },
      };
    });
  });
}
