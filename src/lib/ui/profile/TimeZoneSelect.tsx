import { useMemo, type ChangeEventHandler } from 'react';
import Form from 'react-bootstrap/Form';
import { isTimeZone } from '@rehab/model/monitoring';

/**
 * A choice of IANA time zone (the browser's list), with a help line: the doctor's billing zone and the patient's
 * zone of his days. A stored zone the browser does not list stays choosable.
 */
export function TimeZoneSelect(props: { id: string; name: string; value: string; label: string; help: string; onChange: ChangeEventHandler<HTMLSelectElement> }) {
  const { id, name, value, label, help, onChange } = props;
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const choices = zones.includes(value) || !isTimeZone(value) ? zones : [value, ...zones];
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select name={name} value={value} onChange={onChange} aria-describedby={`${id}-help`}>
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
}
