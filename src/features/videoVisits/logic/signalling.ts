/**
 * The signalling's decisions, pure. The doctor offers, the patient answers. An attempt is one offer and its answer,
 * named by the callId the doctor's client makes for it; the patient's answer and candidates carry the same callId once
 * it has taken the offer, so either side tells the signals of the current attempt from older ones (a reload of either
 * side, an earlier call the same day) without comparing clocks.
 */
import type { VisitPresence, VisitSignal } from '@rehab/model/videoVisits';

/** A signal as read back: its id and its server time in ms (0 while a local write is pending). */
export type ReceivedSignal = Omit<VisitSignal, 'createdAt'> & { id: string; at: number };

export interface OfferedAttempt {
  callId: string;
  /** the patient's presence callId the offer answered (a later one means the patient came back) */
  forPatientCallId: string;
}

/**
 * Whether the doctor should make a new offer: the patient is in the call under a callId that is neither the attempt
 * under way nor the one the last offer was made for (the patient joined, or reloaded, or the doctor just arrived).
 */
export function doctorShouldOffer(patient: Pick<VisitPresence, 'callId' | 'left'> | null, attempt: OfferedAttempt | null): boolean {
  if (!patient || patient.left) return false;
  if (!attempt) return true;
  return patient.callId !== attempt.callId && patient.callId !== attempt.forPatientCallId;
}

/**
 * The offer the patient should take among newly received signals: the newest offer from the doctor that is not the
 * attempt already taken. Offers already there when the patient arrived are stale and are never passed here.
 */
export function newestOffer(signals: readonly ReceivedSignal[], doctorUid: string, currentCallId: string | null): ReceivedSignal | null {
  const offers = signals.filter((s) => s.type === 'offer' && s.from === doctorUid && s.callId !== currentCallId && s.sdp);
  return offers.reduce<ReceivedSignal | null>((newest, s) => (!newest || s.at >= newest.at ? s : newest), null);
}

/** Whether a signal belongs to the attempt under way (answer, candidate or hang-up of that callId from the other side). */
export function isForAttempt(signal: ReceivedSignal, otherUid: string, callId: string | null): boolean {
  return callId !== null && signal.from === otherUid && signal.callId === callId;
}

/** A fresh attempt name: random, short, URL-safe. */
export function newCallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 20);
}
