import { useTranslation } from 'react-i18next';

/**
 * A feedbackReports field shown as the question the feedback form asked (the
 * form's own texts, in the support namespace); other fields keep their names.
 */
export function useFeedbackQuestion(): (field: string) => string {
  const { t } = useTranslation('support');
  return (field) => t(`feedback.questions.${field}`, { defaultValue: field });
}
