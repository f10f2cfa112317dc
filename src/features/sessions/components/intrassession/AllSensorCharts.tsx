import { useMemo } from 'react';
import { SIDE_COLOURS } from '../../../../lib/ui/charts/palette';
import { useSensorPoints } from '../../hooks/useSensorPoints';
import { sensorTitle } from '../../logic/catalogue';
import type { DeviceChartsProps } from './chartContext';
import { SensorLineChart, SeriesError } from './SensorLineChart';
import { useDeviceLabel } from './useDeviceLabel';

const SMALL_CHART_HEIGHT = 220;

/** Neat, Band and Test: every sensor's chart at once, two per row on wide screens. */
export function AllSensorCharts({ ctx, deviceType, devices, sensors }: DeviceChartsProps & { sensors: string[] }) {
  const deviceLabel = useDeviceLabel();
  const loaded = useSensorPoints(ctx.sessionId, devices, sensors, { wholeSession: true });
  const linesBySensor = useMemo(
    () => sensors.map((sensor) => devices.map((d) => ({ key: `${d.id}|${sensor}`, label: deviceLabel(d), colour: SIDE_COLOURS[d.side] }))),
    [devices, sensors, deviceLabel],
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
              loaded={loaded}
              active={i === 0}
              height={SMALL_CHART_HEIGHT}
            />
          </div>
        ))}
      </div>
    </>
  );
}
