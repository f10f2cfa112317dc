import { performSensorRead, transferablesOf, type SensorReadMessage, type SensorReadReply } from './sensorReads';

/**
 * Reads sensor bins for the charts off the main thread: the requests, the parsing of their JSON (a long
 * recording is megabytes of it) and the joining of the bins; the joined arrays are transferred, not copied.
 */
const scope = self as unknown as {
  postMessage(message: SensorReadReply, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<SensorReadMessage>) => void) | null;
};

scope.onmessage = ({ data: { id, source, request } }: MessageEvent<SensorReadMessage>) => {
  performSensorRead(source, request).then(
    (result) => scope.postMessage({ id, result }, transferablesOf(result)),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }, []),
  );
};
