import { useMemo, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useChartDeviceTypeSensorsQuery } from '../../api/catalogueApi';
import { SIDE_COLOURS } from '../../../../lib/ui/charts/palette';
import { useOverviewFirst } from '../../hooks/useSensorPoints';
import { loadsAllAtOnce, sensorLabelsKey, sensorsOf, sensorTitle } from '../../logic/catalogue';
import { markTabOpened } from '../../perfMarks';
import { sensorTabOpened } from '../../sessionsSlice';
import { AllSensorCharts } from './AllSensorCharts';
import type { DeviceChartsProps } from './chartContext';
import { GroupCharts, LabelledSensorCharts } from './CombinedCharts';
import { SensorLineChart, SeriesError } from './SensorLineChart';
import { useDeviceLabel } from './useDeviceLabel';

const GROUP_TAB = 'Group';
const SENSORS_TAB = 'Sensors';

/** The charts of one device type in a session: sensor tabs (glove, knee, pants) or every chart at once. */
export function DeviceSection({ ctx, deviceType, devices }: DeviceChartsProps) {
  // Until (or unless) the deviceTypes document is read, the built-in sensor list is used.
  const catalogue = useChartDeviceTypeSensorsQuery(deviceType);
  const sensors = useMemo(() => sensorsOf(deviceType, catalogue.data), [deviceType, catalogue.data]);
  if (sensors.length === 0) return null;
  return loadsAllAtOnce(deviceType) ? (
    <AllSensorCharts ctx={ctx} deviceType={deviceType} devices={devices} sensors={sensors} />
  ) : (
    <SensorTabs ctx={ctx} deviceType={deviceType} devices={devices} sensors={sensors} />
  );
}

/** A tab per sensor (the first loads on select, the others when opened, then stay), plus Group and Sensors. */
function SensorTabs({ ctx, deviceType, devices, sensors }: DeviceChartsProps & { sensors: string[] }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const [chosenTab, setTab] = useState(sensors[0]);
  const hasLabels = sensorLabelsKey(deviceType) !== null;
  // The catalogue document may name other sensors than the built-in list: then the first one is shown.
  const tab = chosenTab === GROUP_TAB || (chosenTab === SENSORS_TAB && hasLabels) || sensors.includes(chosenTab) ? chosenTab : sensors[0];
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

/** One sensor of every device of the type: Left orange, Right blue. */
function OneSensorChart({ ctx, deviceType, devices, sensor, active }: DeviceChartsProps & { sensor: string; active: boolean }) {
  const deviceLabel = useDeviceLabel();
  const loaded = useOverviewFirst(ctx.sessionId, devices, sensor);
  const lines = useMemo(
    () => devices.map((d) => ({ key: `${d.id}|${sensor}`, label: deviceLabel(d), colour: SIDE_COLOURS[d.side] })),
    [devices, sensor, deviceLabel],
  );
  return (
    <>
      <SeriesError loaded={loaded} />
      <SensorLineChart ctx={ctx} title={sensorTitle(deviceType, sensor)} lines={lines} loaded={loaded} active={active} />
    </>
  );
}
