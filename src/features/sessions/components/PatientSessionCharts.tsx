import { useEffect } from 'react';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useFilteredSessions } from '../hooks/useFilteredSessions';
import { patientSelected, selectSessionsState, sessionDeleted, sessionSelected } from '../sessionsSlice';
import { IntrassessionTab } from './intrassession/IntrassessionTab';
import '../sessions.css';

/**
 * One patient's session charts as the charts page's first tab shows them, with his latest session open (the video
 * visit's side panel). It is the charts page's state: the patient, filters and session chosen here stay chosen there.
 */
export function PatientSessionCharts({ patientUid }: { patientUid: string }) {
  const dispatch = useAppDispatch();
  const { patientUid: chosenPatient, filters, selectedSessionId } = useAppSelector(selectSessionsState);
  useEffect(() => {
    dispatch(patientSelected(patientUid));
  }, [dispatch, patientUid]);

  const { list, devices, sessions, tagSuggestionsFor } = useFilteredSessions(patientUid, filters);
  const latest = sessions[sessions.length - 1]?.id ?? null;
  useEffect(() => {
    if (chosenPatient === patientUid && selectedSessionId === null && latest) dispatch(sessionSelected(latest));
  }, [dispatch, chosenPatient, patientUid, selectedSessionId, latest]);

  return (
    <IntrassessionTab
      sessions={sessions}
      devices={devices}
      listLoading={list.isLoading}
      listLoaded={list.records !== undefined}
      listError={queryErrorMessage(list.error)}
      selectedId={chosenPatient === patientUid ? selectedSessionId : null}
      isDoctor
      tagSuggestionsFor={tagSuggestionsFor}
      onDeleted={() => dispatch(sessionDeleted())}
    />
  );
}
