/** What other features use of the devices area. */
/** Whether a device id exists: the lazy query (`const [check] = useLazyDeviceExistsQuery(); await check(id).unwrap()`), or the plain read. */
export { useLazyDeviceExistsQuery } from './api/devicesApi';
export { deviceExists } from './api/deviceRecords';
export { RemoveDeviceDialog } from './components/RemoveDeviceDialog';
