import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { normaliseDeviceType } from '@rehab/model/sensors';
import { queryErrorMessage } from '../../../../lib/store/errors';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { useDebounced } from '../../hooks/useDebounced';
import { useSessionRecords } from '../../hooks/useSessionRecords';
import { sensorsOf, sensorTitle } from '../../logic/catalogue';
import { matchesComparisonSearch, MAX_COMPARED_SESSIONS, toggleComparedSession } from '../../logic/comparison';
import { FILTER_DEVICE_TYPES, filterSessions, firstMovementName, indexSessions, type SessionSummary } from '../../logic/sessionList';
import { Chip } from '../Chip';
import { ComparisonChart } from './ComparisonChart';

/** Changing the device type or the patient reloads the list after 300 ms. */
const RELOAD_DELAY_MS = 300;

/** Multi-session comparison: a device type, up to three sessions, charts per sensor. */
export function ComparisonTab({ userId }: { userId: string }) {
  const { t } = useTranslation('sessions');
  const [deviceType, setDeviceType] = useState('');
  const listKey = `${userId}|${deviceType}`;
  const settledKey = useDebounced(listKey, RELOAD_DELAY_MS);
  const [settledUser, settledType] = settledKey.split('|');
  // All the patient's sessions (the list the other tabs may already have read), filtered by the settled device type.
  const list = useSessionRecords(settledType ? settledUser : null, null);
  // The selection belongs to one patient and device type: it is cleared when either changes.
  const [selection, setSelection] = useState<{ key: string; ids: string[]; viewing: string[] }>({ key: listKey, ids: [], viewing: [] });
  const current = selection.key === listKey ? selection : { key: listKey, ids: [], viewing: [] };
  const [search, setSearch] = useState('');

  const { records, devices } = list;
  const sessions = useMemo(
    () => (records ? indexSessions(filterSessions(records, { devices: [settledType], tags: [] }, devices)) : []),
    [records, devices, settledType],
  );
  const shown = useMemo(() => sessions.filter((s) => matchesComparisonSearch(s, search)).reverse(), [sessions, search]);
  const byId = useMemo(() => new Map(sessions.map((s) => [s.id, s])), [sessions]);
  const viewing = current.viewing.map((id) => byId.get(id)).filter((s): s is SessionSummary => s !== undefined);
  const loadingList = deviceType !== '' && (settledKey !== listKey || list.isLoading);

  return (
    <Card>
      <Card.Body>
        <Form.Group controlId="comparison-device" className="mb-3" style={{ maxWidth: 320 }}>
          <Form.Label>{t('deviceTypeLabel')}</Form.Label>
          <Form.Select value={deviceType} onChange={(e) => setDeviceType(e.target.value)}>
            <option value="">{t('chooseDeviceType')}</option>
            {COMPARISON_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`deviceType.${type}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>

        {loadingList && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingSessions')} />}
        {list.error && <Alert variant="danger">{t('sessionsError', { message: queryErrorMessage(list.error) })}</Alert>}
        {deviceType && !loadingList && records && (
          <>
            <Form.Group controlId="comparison-search" className="mb-2">
              <Form.Label>{t('compareSessions', { max: MAX_COMPARED_SESSIONS })}</Form.Label>
              <Form.Control type="search" value={search} placeholder={t('searchSessions')} onChange={(e) => setSearch(e.target.value)} />
            </Form.Group>
            {current.ids.length > 0 && (
              <div className="d-flex flex-wrap gap-2 mb-2">
                {current.ids.map((id) => (
                  <Chip
                    key={id}
                    label={`#${byId.get(id)?.index ?? ''} ${id}`}
                    removeLabel={t('removeFilter', { name: id })}
                    onRemove={() => setSelection({ ...current, ids: toggleComparedSession(current.ids, id) })}
                  />
                ))}
              </div>
            )}
            {sessions.length === 0 ? (
              <p className="text-body-secondary">{t('noSessions')}</p>
            ) : (
              <ListGroup className="overflow-auto mb-3" style={{ maxHeight: 260 }}>
                {shown.map((s) => {
                  const checked = current.ids.includes(s.id);
                  return (
                    <ListGroup.Item key={s.id}>
                      <Form.Check
                        id={`compare-${s.id}`}
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && current.ids.length >= MAX_COMPARED_SESSIONS}
                        onChange={() => setSelection({ ...current, ids: toggleComparedSession(current.ids, s.id) })}
                        label={`#${s.index} · ${s.id} · ${firstMovementName(s)}`}
                      />
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            )}
            <Button disabled={current.ids.length === 0} onClick={() => setSelection({ ...current, viewing: current.ids })}>
              {t('view')}
            </Button>
          </>
        )}
        {viewing.length > 0 && records && <ComparisonView deviceType={settledType} sessions={viewing} devices={devices} />}
      </Card.Body>
    </Card>
  );
}

const COMPARISON_TYPES = ['Knee Brace', 'Pants', 'Glove', 'Band', 'Neat', 'Test'] satisfies (typeof FILTER_DEVICE_TYPES)[number][];

/** A tab per sensor, each with a chart per side comparing the chosen sessions. */
function ComparisonView({ deviceType, sessions, devices }: { deviceType: string; sessions: SessionSummary[]; devices: ReadonlyMap<string, DeviceInfo> }) {
  const sensors = sensorsOf(deviceType);
  const [tab, setTab] = useState(sensors[0]);
  const sides = useMemo(() => {
    const present = new Set(
      sessions.flatMap((s) => s.devices.map((id) => devices.get(id)).filter((d) => d && normaliseDeviceType(d.deviceType) === deviceType).map((d) => d!.side)),
    );
    return (['Left', 'Right'] as const).filter((side) => present.has(side));
  }, [sessions, devices, deviceType]);
  return (
    <Tabs activeKey={tab} onSelect={(k) => k && setTab(k)} mountOnEnter className="mt-4 mb-3 flex-nowrap overflow-x-auto overflow-y-hidden text-nowrap">
      {sensors.map((sensor) => (
        <Tab key={sensor} eventKey={sensor} title={sensorTitle(deviceType, sensor)}>
          {sides.map((side) => (
            <ComparisonChart key={side} deviceType={deviceType} sensor={sensor} side={side} sessions={sessions} devices={devices} />
          ))}
        </Tab>
      ))}
    </Tabs>
  );
}
