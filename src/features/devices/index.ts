/** What other features use of the devices area. */
export { deviceExists } from './devicesApi';
export { RemoveDeviceDialog } from './components/RemoveDeviceDialog';
