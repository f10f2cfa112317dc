import { useId } from 'react';

interface RatingScaleProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** the words under 0, the middle (if any) and the top of the scale */
  anchors: { low: string; middle?: string; high: string };
  max?: number;
  testId?: string;
}

/**
 * A 0–10 numeric rating scale: one radio per number (arrow keys move along it), with words at 0, 5 and 10. The
 * numbers wrap on a narrow phone; the words stay under the scale's ends and middle.
 */
export function RatingScale({ legend, value, onChange, anchors, max = 10, testId }: RatingScaleProps) {
  const name = useId();
  const anchorsId = `${name}-anchors`;
  return (
    <fieldset className="mb-3" data-testid={testId} aria-describedby={anchorsId}>
      <legend className="fs-6 fw-semibold mb-2">{legend}</legend>
      <div dir="ltr" style={{ maxWidth: '34rem' }}>
      <div className="d-flex flex-wrap gap-1">
        {Array.from({ length: max + 1 }, (_, n) => (
          <div key={n}>
            <input type="radio" className="btn-check" name={name} id={`${name}-${n}`} value={n} checked={value === n} onChange={() => onChange(n)} />
            <label className="btn btn-outline-primary px-0" style={{ minWidth: '2.75rem' }} htmlFor={`${name}-${n}`}>
              {n}
            </label>
          </div>
        ))}
      </div>
      <div id={anchorsId} className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
        <span>0: {anchors.low}</span>
        {anchors.middle && (
          <span className="text-center">
            {max / 2}: {anchors.middle}
          </span>
        )}
        <span className="text-end">{max}: {anchors.high}</span>
      </div>
      </div>
    </fieldset>
  );
}
