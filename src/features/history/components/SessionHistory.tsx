import { queryErrorMessage } from '../../../lib/store/errors';
import { useSessionHistoryQuery } from '../api/historyApi';
import { HistoryList } from './HistoryList';

/** The History tab of a session: every recorded change to it, newest first (live). */
export function SessionHistory({ patientUid, sessionId }: { patientUid: string; sessionId: string }) {
  const history = useSessionHistoryQuery({ patientUid, sessionId });
  return <HistoryList entries={history.currentData} error={queryErrorMessage(history.error)} />;
}
