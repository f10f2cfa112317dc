import { useTranslation } from 'react-i18next';

/** Who closed a month, in words: you, a named member (the clinic's biller, a clinician), or his id when unknown. */
export function useClosedBy(viewerId: string, nameOf?: (uid: string) => string | undefined) {
  const { t } = useTranslation('billing');
  return (closedBy: string) => (closedBy === viewerId ? t('state.byYou') : (nameOf?.(closedBy) ?? closedBy));
}
