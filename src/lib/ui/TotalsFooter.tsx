export interface TotalsRow {
  /** e.g. 'subtotal', 'pst', 'gst', 'total' (with `testIdPrefix`, the cell's test id is `<prefix>-<id>`) */
  id: string;
  label: string;
  amount: string;
}

interface TotalsFooterProps {
  rows: readonly TotalsRow[];
  /** how many columns the labels span */
  labelColumns?: number;
  testIdPrefix?: string;
}

/** A table's closing rows of amounts (subtotal, taxes, total), the last one bold. */
export function TotalsFooter({ rows, labelColumns = 1, testIdPrefix }: TotalsFooterProps) {
  return (
    <tfoot>
      {rows.map(({ id, label, amount }, index) => (
        <tr key={id} className={index === rows.length - 1 ? 'fw-bold' : undefined}>
          <th scope="row" colSpan={labelColumns} className="fw-normal">
            {label}
          </th>
          <td className="text-end text-nowrap" data-testid={testIdPrefix && `${testIdPrefix}-${id}`}>
            <bdi>{amount}</bdi>
          </td>
        </tr>
      ))}
    </tfoot>
  );
}
