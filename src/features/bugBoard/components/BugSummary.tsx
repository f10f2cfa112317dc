/**
 * A bug's summary as a card or row shows it: cut short when long, while its
 * name (read from the text, not aria-label, so that what is shown stays part
 * of it) is the whole summary.
 */
export function BugSummary({ summary, shown }: { summary: string; shown: string }) {
  if (shown === summary) return <bdi>{summary}</bdi>;
  return (
    <>
      <bdi aria-hidden="true">{shown}</bdi>
      <span className="visually-hidden">{summary}</span>
    </>
  );
}
