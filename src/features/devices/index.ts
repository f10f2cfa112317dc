/** What other features use of the devices area. */
export { RemoveDeviceDialog } from './components/RemoveDeviceDialog';
