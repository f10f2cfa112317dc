import { vi } from 'vitest';

/** Watches the building of date formatters (each still built for real): call mockRestore() when done. */
export function watchDateTimeFormatBuilds() {
  const Real = Intl.DateTimeFormat;
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
    return new Real(...args);
  } as typeof Intl.DateTimeFormat);
}
