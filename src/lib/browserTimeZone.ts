/** The IANA time zone the browser runs in: the default of a doctor's or patient's stored zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
