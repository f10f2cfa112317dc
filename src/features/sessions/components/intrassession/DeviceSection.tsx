import { useMemo, useState } from 'react';
import { Form, Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fetchDeviceTypeSensors, fetchSensorLabels } from '../../api/catalogueApi';
import type { DeviceInfo } from '../../api/sessionsApi';
import { useLoad } from '../../hooks/useLoad';
import { useSensorPoints } from '../../hooks/useSensorPoints';
import { loadsAllAtOnce, paletteColour, sensorLabelsKey, sensorsOf, sensorTitle, SIDE_COLOURS } from '../../logic/catalogue';
import { markTabOpened } from '../../perfMarks';
import { percentChangeToggled, selectChartView, sensorLabelsToggled, sensorTabOpened } from '../../sessionsSlice';
import type { SessionChartContext } from './chartContext';
import { SensorLineChart, SeriesError, type LineSpec } from './SensorLineChart';

interface DeviceSectionProps {
  ctx: SessionChartContext;
  deviceType: string;
  devices: DeviceInfo[];
}

const GROUP_TAB = 'Group';
const SENSORS_TAB = 'Sensors';

/** The charts of one device type in a session: sensor tabs (glove, knee, pants) or every chart at once. */
export function DeviceSection({ ctx, deviceType, devices }: DeviceSectionProps) {
  const catalogue = useLoad(deviceType, () => fetchDeviceTypeSensors(deviceType));
  const sensors = useMemo(() => sensorsOf(deviceType, catalogue.value), [deviceType, catalogue.value]);
  if (sensors.length === 0) return null;
  return loadsAllAtOnce(deviceType) ? (
    <AllSensorCharts ctx={ctx} deviceType={deviceType} devices={devices} sensors={sensors} />
  ) : (
    <SensorTabs ctx={ctx} deviceType={deviceType} devices={devices} sensors={sensors} />
  );
}

function useSideLines(devices: DeviceInfo[], sensor: string): LineSpec[] {
  const { t } = useTranslation('sessions');
  return useMemo(
    () =>
      devices.map((d) => ({
        key: `${d.id}|${sensor}`,
        label: t('sideDevice', { side: t(`side.${d.side}`), id: d.id }),
        colour: SIDE_COLOURS[d.side],
      })),
    [devices, sensor, t],
  );
}

function SensorTabs({ ctx, deviceType, devices, sensors }: DeviceSectionProps & { sensors: string[] }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState(sensors[0]);
  const hasLabels = sensorLabelsKey(deviceType) !== null;
  const open = (key: string | null) => {
    if (!key || key === tab) return;
    markTabOpened();
    setTab(key);
    dispatch(sensorTabOpened(`${deviceType}:${key}`));
  };
  return (
    <Tabs activeKey={tab} onSelect={open} mountOnEnter className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden text-nowrap">
      {sensors.map((sensor) => (
        <Tab key={sensor} eventKey={sensor} title={sensorTitle(deviceType, sensor)}>
          <OneSensorChart ctx={ctx} deviceType={deviceType} devices={devices} sensor={sensor} active={tab === sensor} />
        </Tab>
      ))}
      <Tab eventKey={GROUP_TAB} title={t('groupTab')}>
        <GroupCharts ctx={ctx} devices={devices} sensors={sensors} active={tab === GROUP_TAB} />
      </Tab>
      {hasLabels && (
        <Tab eventKey={SENSORS_TAB} title={t('sensorsTab')}>
          <LabelledSensorCharts ctx={ctx} deviceType={deviceType} devices={devices} active={tab === SENSORS_TAB} />
        </Tab>
      )}
    </Tabs>
  );
}

function OneSensorChart({ ctx, deviceType, devices, sensor, active }: DeviceSectionProps & { sensor: string; active: boolean }) {
  const loaded = useSensorPoints(ctx.sessionId, useDeviceIds(devices), [sensor]);
  const lines = useSideLines(devices, sensor);
  return (
    <>
      <SeriesError loaded={loaded} />
      <SensorLineChart ctx={ctx} title={sensorTitle(deviceType, sensor)} lines={lines} series={loaded.value} active={active} />
    </>
  );
}

function useDeviceIds(devices: DeviceInfo[]): string[] {
  return useMemo(() => devices.map((d) => d.id), [devices]);
}

/** 'Group': every single sensor of a device in one chart, per device. */
function GroupCharts({ ctx, devices, sensors, active }: { ctx: SessionChartContext; devices: DeviceInfo[]; sensors: string[]; active: boolean }) {
  const { t } = useTranslation('sessions');
  const loaded = useSensorPoints(ctx.sessionId, useDeviceIds(devices), sensors);
  const linesByDevice = useMemo(
    () => devices.map((d) => sensors.map((sensor, i) => ({ key: `${d.id}|${sensor}`, label: sensor, colour: paletteColour(i) }))),
    [devices, sensors],
  );
  return (
    <>
      <SeriesError loaded={loaded} />
      {devices.map((d, i) => (
        <SensorLineChart
          key={d.id}
          ctx={ctx}
          title={t('sideDevice', { side: t(`side.${d.side}`), id: d.id })}
          lines={linesByDevice[i]}
          series={loaded.value}
          active={active && i === 0}
          height={360}
        />
      ))}
    </>
  );
}

/** 'Sensors': the labelled sensors of each side, optionally as percentage change from the first value. */
function LabelledSensorCharts({ ctx, deviceType, devices, active }: { ctx: SessionChartContext; deviceType: string; devices: DeviceInfo[]; active: boolean }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const { showLabels, showPercentChange } = useAppSelector(selectChartView);
  const key = sensorLabelsKey(deviceType)!;
  const labels = useLoad(key, () => fetchSensorLabels(key));
  const sensors = useMemo(() => labels.value?.sensors ?? [], [labels.value]);
  const loaded = useSensorPoints(ctx.sessionId, useDeviceIds(devices), sensors, { enabled: labels.status === 'ready' });
  const linesByDevice = useMemo(
    () =>
      devices.map((d) =>
        sensors.map((sensor, i) => ({
          key: `${d.id}|${sensor}`,
          label: showLabels ? (labels.value?.labels[sensor] ?? sensor) : sensor,
          colour: paletteColour(i),
        })),
      ),
    [devices, sensors, showLabels, labels.value],
  );
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-2">
        <Form.Check type="switch" id={`labels-${deviceType}`} label={t('showSensorLabels')} checked={showLabels} onChange={() => dispatch(sensorLabelsToggled())} />
        <Form.Check
          type="switch"
          id={`percent-${deviceType}`}
          label={t('showPercentChange')}
          checked={showPercentChange}
          onChange={() => dispatch(percentChangeToggled())}
        />
      </div>
      <SeriesError loaded={labels} />
      <SeriesError loaded={loaded} />
      {labels.status === 'ready' && sensors.length === 0 && <p className="text-body-secondary">{t('noSensorLabels')}</p>}
      {devices.map((d, i) => (
        <SensorLineChart
          key={d.id}
          ctx={ctx}
          title={t('sideDevice', { side: t(`side.${d.side}`), id: d.id })}
          lines={linesByDevice[i]}
          series={loaded.value}
          percent={showPercentChange}
          active={active && i === 0}
          height={360}
        />
      ))}
    </>
  );
}

/** Neat, Band and Test: every sensor's chart at once. */
function AllSensorCharts({ ctx, deviceType, devices, sensors }: DeviceSectionProps & { sensors: string[] }) {
  const { t } = useTranslation('sessions');
  const loaded = useSensorPoints(ctx.sessionId, useDeviceIds(devices), sensors, { wholeSession: true });
  const linesBySensor = useMemo(
    () =>
      sensors.map((sensor) =>
        devices.map((d) => ({ key: `${d.id}|${sensor}`, label: t('sideDevice', { side: t(`side.${d.side}`), id: d.id }), colour: SIDE_COLOURS[d.side] })),
      ),
    [devices, sensors, t],
  );
  return (
    <>
      <SeriesError loaded={loaded} />
      <div className="row row-cols-1 row-cols-xl-2">
        {sensors.map((sensor, i) => (
          <div className="col" key={sensor}>
            <SensorLineChart
              ctx={ctx}
              title={sensorTitle(deviceType, sensor)}
              lines={linesBySensor[i]}
              series={loaded.value}
              active={i === 0}
              height={220}
            />
          </div>
        ))}
      </div>
    </>
  );
}
