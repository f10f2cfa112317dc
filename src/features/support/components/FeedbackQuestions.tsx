import Form from 'react-bootstrap/Form';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RatingField, YesNoField } from '../logic/feedback';
import { useFeedbackError } from '../hooks/useFeedbackError';

const RATINGS = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** A 1 to 10 rating, asked as its question. */
export function RatingQuestion({ name }: { name: RatingField }) {
  const { t } = useTranslation('support');
  const [field] = useField<string>(name);
  const error = useFeedbackError(name);
  return (
    <Form.Group className="mb-3" controlId={`feedback-${name}`}>
      <Form.Label>{t(`feedback.questions.${name}`)}</Form.Label>
      <Form.Select {...field} isInvalid={Boolean(error)}>
        <option value="">{t('feedback.chooseRating')}</option>
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A Yes/No question as two radio buttons. */
export function YesNoQuestion({ name }: { name: YesNoField }) {
  const { t } = useTranslation('support');
  const [field] = useField<string>(name);
  const error = useFeedbackError(name);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t(`feedback.questions.${name}`)}</legend>
      {(['Yes', 'No'] as const).map((answer) => (
        <Form.Check
          key={answer}
          inline
          type="radio"
          id={`feedback-${name}-${answer}`}
          name={name}
          value={answer}
          label={t(`feedback.answers.${answer}`)}
          checked={field.value === answer}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(error)}
        />
      ))}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
