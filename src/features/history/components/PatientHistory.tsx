import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { usePatientHistoryInfiniteQuery } from '../api/historyApi';
import { HistoryList } from './HistoryList';

/** The History tab of a patient: every recorded change to their clinical record, newest first, a page at a time. */
export function PatientHistory({ patientUid }: { patientUid: string }) {
  const { t } = useTranslation('history');
  const history = usePatientHistoryInfiniteQuery(patientUid);
  const entries = history.data?.pages.flatMap((page) => page.entries);
  return (
    <div className="d-flex flex-column gap-3 align-items-start">
      <div className="w-100">
        <HistoryList entries={entries} error={queryErrorMessage(history.error)} />
      </div>
      {entries && entries.length > 0 && (
        <LoadMore
          allLoaded={!history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={() => void history.fetchNextPage()}
          labels={{ loadMore: t('loadMore'), allLoaded: t('allLoaded') }}
        />
      )}
    </div>
  );
}
