import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { catalogueApi } from '../../api/catalogueApi';
import { prepareSensorReader } from '../../api/sensorReader';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import type { SessionSummary } from '../../logic/sessionList';
import { markSessionChosen } from '../../perfMarks';
import { sessionSelected } from '../../sessionsSlice';
import { FiltersPanel } from '../FiltersPanel';
import { SessionSelect } from '../SessionSelect';
import { SessionView } from './SessionView';

interface IntrassessionTabProps {
  sessions: SessionSummary[];
  devices: ReadonlyMap<string, DeviceInfo>;
  /** the list of the current patient and filters is being read */
  listLoading: boolean;
  /** the list of the current patient and filters has been read */
  listLoaded: boolean;
  /** the failure's text, if the list could not be read */
  listError: string | null;
  selectedId: string | null;
  isDoctor: boolean;
  tagSuggestionsFor: (text: string, chosen: string[]) => string[];
  onDeleted: () => void;
}

/** Filters, the session dropdown and the chosen session's charts. */
export function IntrassessionTab({ sessions, devices, listLoading, listLoaded, listError, selectedId, isDoctor, tagSuggestionsFor, onDeleted }: IntrassessionTabProps) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const selected = sessions.find((s) => s.id === selectedId) ?? null;
  // The charts' reader worker, and the sensor lists of the patient's device types, load while the session is being
  // chosen, not after.
  useEffect(prepareSensorReader, []);
  const deviceTypes = [...new Set([...devices.values()].map((device) => device.deviceType))].sort().join(',');
  useEffect(() => {
    for (const deviceType of deviceTypes ? deviceTypes.split(',') : []) dispatch(catalogueApi.util.prefetch('chartDeviceTypeSensors', deviceType, {}));
  }, [deviceTypes, dispatch]);
  return (
    <>
      <FiltersPanel tagSuggestionsFor={tagSuggestionsFor} />
      {listLoading && (
        <div className="d-flex align-items-center gap-2 mb-3">
          <Spinner animation="border" size="sm" aria-hidden />
          <span>{t('loadingSessions')}</span>
        </div>
      )}
      {listError && <Alert variant="danger">{t('sessionsError', { message: listError })}</Alert>}
      {listLoaded && sessions.length === 0 && <Alert variant="secondary">{t('noSessions')}</Alert>}
      {sessions.length > 0 && (
        <SessionSelect
          sessions={sessions}
          value={selected?.id ?? null}
          onChange={(id) => {
            markSessionChosen();
            dispatch(sessionSelected(id));
          }}
        />
      )}
      {selected && <SessionView key={selected.id} session={selected} devices={devices} isDoctor={isDoctor} onDeleted={onDeleted} />}
    </>
  );
}
