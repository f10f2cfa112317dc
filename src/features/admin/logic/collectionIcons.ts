/** The icon (bootstrap-icons class) of each known collection; any other collection gets the user icon. */
const ICONS: Record<string, string> = {
  users: 'bi-person',
  doctors: 'bi-person',
  devices: 'bi-phone',
  deviceTypes: 'bi-phone',
  orders: 'bi-cart',
  admin: 'bi-person-gear',
  data_by_sensor: 'bi-pie-chart',
  web3Wallets: 'bi-wallet2',
  sessions: 'bi-calendar',
};

export function collectionIcon(collection: string): string {
  return ICONS[collection] ?? 'bi-person';
}

/** Collections whose documents are accounts: deleting one deletes the account, and the detail offers the account tools. */
export const ACCOUNT_COLLECTIONS = ['users', 'doctors', 'admin'] as const;

export function isAccountCollection(collection: string): boolean {
  return (ACCOUNT_COLLECTIONS as readonly string[]).includes(collection);
}
