import { useCallback, useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react';

export const MIN_ROWS = 2;
export const MAX_ROWS = 4;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A text area that grows with its text from 2 to 4 rows (then scrolls), for
 * the pre-order's organization plan and request details. Use as the `as` of a
 * form control (e.g. `<TextField as={AutosizeTextarea} …/>`).
 */
export function AutosizeTextarea({ ref, value, style, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const attach = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      setRef(ref, node);
    },
    [ref],
  );

  useLayoutEffect(() => {
    const area = element.current;
    if (!area) return;
    // Measured at the smallest size: the rows the text needs, wrapped lines included.
    area.rows = MIN_ROWS;
    const computed = getComputedStyle(area);
    const lineHeight = parseFloat(computed.lineHeight) || 24;
    const padding = (parseFloat(computed.paddingTop) || 0) + (parseFloat(computed.paddingBottom) || 0);
    const wrapped = Math.ceil((area.scrollHeight - padding) / lineHeight);
    const lines = String(value ?? '').split('\n').length;
    area.rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, wrapped, lines));
  }, [value]);

  return <textarea {...props} ref={attach} value={value} rows={MIN_ROWS} style={{ resize: 'none', ...style }} />;
}
