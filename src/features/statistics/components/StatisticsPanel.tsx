import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import type { StatsWindowCode } from '../../../lib/timeWindows';
import { DEFAULT_WINDOW, devicesWithData, offDeviceKindOf, offDeviceSeries, shownDevices } from '../logic/statistics';
import { useStatistics, type StatisticsData } from '../hooks/useStatistics';
import { DeviceStatsCard } from './DeviceStatsCard';
import { TimeRangeSlider } from './TimeRangeSlider';

export interface StatisticsPanelProps {
  patientUid: string;
  /** ids of the patient's devices (the keys of users/{uid}.devices) */
  deviceIds: readonly string[];
}

/** The patient dashboard's Statistics panel: a time range and, per device type, the patient's numbers over it. */
export function StatisticsPanel({ patientUid, deviceIds }: StatisticsPanelProps) {
  const { t } = useTranslation('statistics');
  const [windowCode, setWindowCode] = useState<StatsWindowCode>(DEFAULT_WINDOW);
  const statistics = useStatistics(patientUid, deviceIds, windowCode);
  const titleId = useId();

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Card.Header>
        <h2 id={titleId} className="h5 mb-2">
          {t('title')}
        </h2>
        <TimeRangeSlider value={windowCode} onChange={setWindowCode} />
      </Card.Header>
      <Card.Body className="p-2 p-sm-3" aria-live="polite" aria-busy={statistics.isLoading}>
        {statistics.isLoading && (
          <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        {statistics.error && (
          <Alert variant="danger" className="mb-0">
            <p>{t('loadError', { message: queryErrorMessage(statistics.error) })}</p>
            <Button variant="outline-danger" size="sm" onClick={statistics.retry}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {statistics.data && <StatisticsCards data={statistics.data} />}
      </Card.Body>
    </Card>
  );
}

function StatisticsCards({ data }: { data: StatisticsData }) {
  const { t } = useTranslation('statistics');
  const withData = devicesWithData(data.postsessions);
  const devices = shownDevices(data.owned, withData);
  const hasOffDeviceData = devices.some((device) => {
    const kind = offDeviceKindOf(device, data.owned);
    return kind !== null && offDeviceSeries(data.offDevice, kind).length > 0;
  });
  if (withData.size === 0 && !hasOffDeviceData) {
    return <p className="text-body-secondary mb-0">{t('noData')}</p>;
  }
  return (
    <Row xs={1} xl={2} className="g-3">
      {devices.map((device) => (
        <Col key={device}>
          <DeviceStatsCard
            device={device}
            window={data.window}
            postsessions={data.postsessions}
            offDevice={data.offDevice}
            offDeviceKind={offDeviceKindOf(device, data.owned)}
          />
        </Col>
      ))}
    </Row>
  );
}
