/**
 * When management time includes a real-time interactive communication: a live
 * chat exchange (both sides wrote during the visit, an answer within ten
 * minutes of the other side's message) or an appointment held while the
 * doctor has it open (from 15 minutes before its time to an hour after).
 */
const ANSWER_WITHIN_MS = 10 * 60_000;
const APPOINTMENT_EARLY_MS = 15 * 60_000;
const APPOINTMENT_LENGTH_MS = 60 * 60_000;

export interface ChatLine {
  senderID: string;
  /** ms since epoch */
  at: number;
}

export function isLiveExchange(lines: readonly ChatLine[], doctorId: string, since: number): boolean {
  const recent = lines.filter((line) => line.at >= since).sort((a, b) => a.at - b.at);
  return recent.some((line, index) => {
    const previous = recent[index - 1];
    return previous !== undefined && (previous.senderID === doctorId) !== (line.senderID === doctorId) && line.at - previous.at <= ANSWER_WITHIN_MS;
  });
}

export function isAppointmentUnderway(datetime: number, now: number): boolean {
  return now >= datetime - APPOINTMENT_EARLY_MS && now <= datetime + APPOINTMENT_LENGTH_MS;
}
