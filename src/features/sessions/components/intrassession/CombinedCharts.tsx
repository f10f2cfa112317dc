import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../lib/store/hooks';
import { useChartSensorLabelsQuery } from '../../api/catalogueApi';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { paletteColour } from '../../../../lib/ui/charts/palette';
import { useSensorPoints } from '../../hooks/useSensorPoints';
import { sensorLabelsKey } from '../../logic/catalogue';
import { percentChangeToggled, selectChartView, sensorLabelsToggled } from '../../sessionsSlice';
import type { SessionChartContext } from './chartContext';
import { SensorLineChart, SeriesError, type LineSpec, type LoadedSeries } from './SensorLineChart';
import { useDeviceLabel } from './useDeviceLabel';

const COMBINED_CHART_HEIGHT = 360;

interface CombinedChartsProps {
  ctx: SessionChartContext;
  devices: DeviceInfo[];
  active: boolean;
}

/** 'Group': every single sensor of a device in one chart, per device. */
export function GroupCharts({ ctx, devices, sensors, active }: CombinedChartsProps & { sensors: string[] }) {
  const loaded = useSensorPoints(ctx.sessionId, devices, sensors);
  const linesByDevice = useMemo(
    () => devices.map((d) => sensors.map((sensor, i) => ({ key: `${d.id}|${sensor}`, label: sensor, colour: paletteColour(i) }))),
    [devices, sensors],
  );
  return (
    <>
      <SeriesError loaded={loaded} />
      <PerDeviceCharts ctx={ctx} devices={devices} linesByDevice={linesByDevice} loaded={loaded} active={active} />
    </>
  );
}

/** 'Sensors': the labelled sensors of each side, optionally as percentage change from the first value. */
export function LabelledSensorCharts({ ctx, deviceType, devices, active }: CombinedChartsProps & { deviceType: string }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const id = useId();
  const { showLabels, showPercentChange } = useAppSelector(selectChartView);
  const key = sensorLabelsKey(deviceType)!;
  const labels = useChartSensorLabelsQuery(key);
  const sensors = useMemo(() => labels.data?.sensors ?? [], [labels.data]);
  const points = useSensorPoints(ctx.sessionId, devices, sensors, { enabled: labels.isSuccess });
  // Without the labels document there is nothing to read: the charts show the failure.
  const loaded: LoadedSeries = labels.error ? { data: undefined, isLoading: false, error: labels.error } : points;
  const linesByDevice = useMemo(
    () =>
      devices.map((d) =>
        sensors.map((sensor, i) => ({
          key: `${d.id}|${sensor}`,
          label: showLabels ? (labels.data?.labels[sensor] ?? sensor) : sensor,
          colour: paletteColour(i),
        })),
      ),
    [devices, sensors, showLabels, labels.data],
  );
  const noSensors = labels.isSuccess && sensors.length === 0;
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-2">
        <Form.Check type="switch" id={`${id}-labels`} label={t('showSensorLabels')} checked={showLabels} onChange={() => dispatch(sensorLabelsToggled())} />
        <Form.Check
          type="switch"
          id={`${id}-percent`}
          label={t('showPercentChange')}
          checked={showPercentChange}
          onChange={() => dispatch(percentChangeToggled())}
        />
      </div>
      <SeriesError loaded={loaded} />
      {noSensors ? (
        <p className="text-body-secondary">{t('noSensorLabels')}</p>
      ) : (
        <PerDeviceCharts ctx={ctx} devices={devices} linesByDevice={linesByDevice} loaded={loaded} percent={showPercentChange} active={active} />
      )}
    </>
  );
}

interface PerDeviceChartsProps extends CombinedChartsProps {
  /** the lines of each device's chart, in the order of `devices` */
  linesByDevice: LineSpec[][];
  loaded: LoadedSeries;
  percent?: boolean;
}

/** A chart per device, titled after the device; the first one signals when painted. */
function PerDeviceCharts({ ctx, devices, linesByDevice, loaded, percent, active }: PerDeviceChartsProps) {
  const deviceLabel = useDeviceLabel();
  return devices.map((d, i) => (
    <SensorLineChart
      key={d.id}
      ctx={ctx}
      title={deviceLabel(d)}
      lines={linesByDevice[i]}
      loaded={loaded}
      percent={percent}
      active={active && i === 0}
      height={COMBINED_CHART_HEIGHT}
    />
  ));
}
