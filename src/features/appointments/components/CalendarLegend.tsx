/** A calendar legend: a colour swatch and its meaning per entry. */
export function CalendarLegend({ entries, label }: { entries: { colour: string; text: string }[]; label: string }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-3 small mb-2" aria-label={label}>
      {entries.map(({ colour, text }) => (
        <li key={text} className="d-flex align-items-center gap-2">
          <span className="d-inline-block rounded border" style={{ width: 14, height: 14, backgroundColor: colour }} aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
