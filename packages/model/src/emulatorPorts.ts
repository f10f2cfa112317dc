/**
 * The ports of the local stack, defined once for the scripts, the tests, the
 * functions and the app: the Firebase emulators' own defaults, the SMTP sink,
 * the Stripe stand-in, the local chain (anvil's default port), the TURN server (coturn's default port), the push
 * inbox of `npm start` (beside the mail sink's, HTTPS for the push service and HTTP for its page). One port
 * offset (a multiple of 5000) shifts them all, so a second stack (`npm test`
 * beside `npm start`) never collides.
 */
export const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  smtp: 1025,
  mailWeb: 1080,
  stripe: 12111,
  chain: 8545,
  turn: 3478,
  pushInbox: 1090,
} as const;

export type Ports = { [K in keyof typeof BASE_PORTS]: number };

export function portsAt(offset: number): Ports {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset])) as Ports;
}

/**
 * The ports the local TURN server relays media through: 100 of its own per stack, above Linux's ephemeral ports
 * (32768–60999) and every shifted port above (the highest, 12111 + 50000, is below 63000).
 */
export function turnRelayPorts(offset: number): { min: number; max: number } {
  const min = 63_000 + offset / 50;
  return { min, max: min + 99 };
}
