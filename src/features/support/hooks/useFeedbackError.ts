import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

/** The translated 'Please enter …' message of a feedback field, once it is touched. */
export function useFeedbackError(name: string): string | undefined {
  const { t } = useTranslation('support');
  const [, meta] = useField<string>(name);
  if (!meta.touched || !meta.error) return undefined;
  return meta.error === 'required' ? t('feedback.required', { field: t(`feedback.fieldNames.${name}`) }) : t(`feedback.${meta.error}`);
}
