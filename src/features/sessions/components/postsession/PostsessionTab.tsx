import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from 'react-i18next';
import { STATS_WINDOW_CODES, statsWindow, type StatsWindowCode } from '../../../../lib/timeWindows';
import { queryErrorMessage } from '../../../../lib/store/errors';
import { useChartOffDeviceSessionsQuery, useChartPostsessionsQuery } from '../../api/postsessionsApi';
import { useDebounced } from '../../hooks/useDebounced';
import { POSTSESSION_DEVICES, type PostsessionDevice } from '../../logic/postsession';
import { PostsessionCharts } from './PostsessionCharts';

/** The range chart follows the controls 200 ms after the last change. */
const RANGE_CHART_DELAY_MS = 200;

/** Post-session summaries: a device, one of four time windows, and the charts of that window. */
export function PostsessionTab({ userId }: { userId: string }) {
  const { t } = useTranslation('sessions');
  const [device, setDevice] = useState<PostsessionDevice>('Glove');
  const [code, setCode] = useState<StatsWindowCode>(0);
  const [settledDevice, settledCode] = useDebounced(`${device}|${code}`, RANGE_CHART_DELAY_MS).split('|') as [PostsessionDevice, string];
  const timeWindow = useMemo(() => statsWindow(Number(settledCode) as StatsWindowCode, new Date()), [settledCode]);
  const since = timeWindow.start.getTime();
  // The data of the settled controls only (currentData): another window's charts are not shown meanwhile.
  const records = useChartPostsessionsQuery({ userId, since });
  const offDevice = useChartOffDeviceSessionsQuery({ userId, since, device: settledDevice });
  const failure = queryErrorMessage(records.error ?? offDevice.error);

  return (
    <Card>
      <Card.Body>
        <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
          <Form.Group controlId="postsession-device">
            <Form.Label>{t('device')}</Form.Label>
            <Form.Select value={device} onChange={(e) => setDevice(e.target.value as PostsessionDevice)}>
              {POSTSESSION_DEVICES.map((d) => (
                <option key={d} value={d}>
                  {t(`postsessionDevice.${d}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div>
            <div className="form-label" id="postsession-range-label">
              {t('timeRange')}
            </div>
            <ButtonGroup aria-labelledby="postsession-range-label" className="flex-wrap">
              {STATS_WINDOW_CODES.map((c) => (
                <ToggleButton
                  key={c}
                  id={`postsession-range-${c}`}
                  type="radio"
                  name="postsession-range"
                  value={c}
                  variant="outline-primary"
                  checked={code === c}
                  onChange={() => setCode(c)}
                >
                  {t(`statsRanges.${c}`)}
                </ToggleButton>
              ))}
            </ButtonGroup>
          </div>
        </div>
        {((records.isFetching && !records.currentData) || (offDevice.isFetching && !offDevice.currentData)) && (
          <Spinner animation="border" role="status" aria-label={t('loadingChart')} />
        )}
        {failure && <Alert variant="danger">{t('postsessionError', { message: failure })}</Alert>}
        {records.currentData && offDevice.currentData && (
          <PostsessionCharts records={records.currentData} offDevice={offDevice.currentData} device={settledDevice} timeWindow={timeWindow} />
        )}
      </Card.Body>
    </Card>
  );
}
