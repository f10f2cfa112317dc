import { useId, type ElementType, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import { useField } from 'formik';

/** What goes through to the control: Bootstrap's options and the input's (and a textarea's) attributes. */
type ControlProps = Omit<FormControlProps, 'value' | 'onChange' | 'isInvalid' | 'isValid' | 'id' | 'as'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'size' | 'prefix'> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'cols'>;

export interface TextFieldProps extends ControlProps {
  /** the Formik field (dotted paths such as `specialities.0.title` work) */
  name: string;
  label: ReactNode;
  /** hides the label visually; it still names the control for assistive technology */
  hideLabel?: boolean;
  /** the control's element, e.g. 'textarea' (default: input) */
  as?: ElementType;
  /** the control's id; a generated one by default */
  controlId?: string;
  /** classes of the group around label, control and message (default: 'mb-3') */
  groupClassName?: string;
  /** a fixed text before the control, e.g. the +1 of a phone number (the `dir` given applies to both) */
  prepend?: ReactNode;
  /** a hint under the control */
  help?: ReactNode;
  /**
   * Turns the validation message into what is shown, for schemas whose
   * messages are translation keys (e.g. `translateError={t}`).
   */
  translateError?: (message: string) => ReactNode;
}

/**
 * A labelled Bootstrap form control bound to a Formik field: value, change,
 * blur and, once the field is touched, its validation message underneath.
 * Use inside <Formik>, or wrap a `useFormik` form in <FormikProvider>. Other
 * props (type, autoComplete, placeholder, rows, dir, maxLength…) go to the control.
 */
export function TextField({
  name,
  label,
  hideLabel = false,
  controlId,
  groupClassName = 'mb-3',
  prepend,
  help,
  translateError,
  dir,
  ...controlProps
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const message = meta.touched ? meta.error : undefined;
  const helpId = help ? `${id}-help` : undefined;

  const control = (
    <Form.Control
      {...controlProps}
      {...field}
      value={field.value ?? ''}
      id={id}
      dir={prepend ? undefined : dir}
      isInvalid={Boolean(message)}
      aria-describedby={helpId}
    />
  );
  const feedback = (
    <Form.Control.Feedback type="invalid">{message && (translateError ? translateError(message) : message)}</Form.Control.Feedback>
  );

  return (
    <Form.Group className={groupClassName}>
      <Form.Label htmlFor={id} visuallyHidden={hideLabel}>
        {label}
      </Form.Label>
      {prepend ? (
        <InputGroup hasValidation dir={dir}>
          <InputGroup.Text>{prepend}</InputGroup.Text>
          {control}
          {feedback}
        </InputGroup>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
