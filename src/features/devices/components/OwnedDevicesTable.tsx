import { useMemo, useState } from 'react';
import { query, where } from 'firebase/firestore';
import { Alert, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { col, docRef } from '../../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/hooks';
import { useAsyncAction } from '../../../lib/useAsyncAction';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { TableBody } from '../../../lib/ui/TableParts';
import { removeOwnedDevice } from '../devicesApi';
import { OWNED_DEVICES_PAGE_SIZE, ownedDeviceRows } from '../ownedDevices';
import { RemoveDeviceDialog } from './RemoveDeviceDialog';

const SKELETON_ROWS = 3;

/** 'Owned devices': the patient's devices (type, id, side) with a delete button each; 10 per page. */
export function OwnedDevicesTable({ uid }: { uid: string }) {
  const { t } = useTranslation('devices');
  const userRef = useMemo(() => docRef('users', uid), [uid]);
  const devicesQuery = useMemo(() => query(col('devices'), where('userId', '==', uid)), [uid]);
  const user = useLiveDoc(userRef);
  const devices = useLiveQuery(devicesQuery);
  const [confirming, setConfirming] = useState<string | null>(null);
  const removal = useAsyncAction();

  const rows = ownedDeviceRows(user.data?.devices ?? {}, devices.data);
  const paged = usePagedList(rows, OWNED_DEVICES_PAGE_SIZE);
  const loading = user.loading || devices.loading;
  const error = removal.error ?? user.error?.message ?? devices.error?.message;

  function remove(deviceId: string) {
    setConfirming(null);
    void removal.run(() => removeOwnedDevice(uid, deviceId));
  }

  return (
    <>
      {error && <Alert variant="danger">{error}</Alert>}
      <Table responsive className="align-middle mb-2" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('deviceType')}</th>
            <th scope="col">{t('id')}</th>
            <th scope="col">{t('side')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <TableBody loading={loading} count={rows.length} columns={4} placeholderRows={SKELETON_ROWS} empty={t('noDevices')}>
          {paged.rows.map((row) => (
            <tr key={row.id}>
              <td>{row.deviceType ? t(`deviceTypes.${row.deviceType}`, { defaultValue: row.deviceType }) : t('unknownType')}</td>
              <td className="text-nowrap">{row.id}</td>
              <td>{row.side === 'Right' ? t('right') : t('left')}</td>
              <td className="text-end">
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={removal.pending}
                  aria-label={t('removeDeviceNamed', { id: row.id })}
                  onClick={() => setConfirming(row.id)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
      <PaginationBar
        page={paged.page}
        pages={paged.pages}
        onPageChange={paged.setPage}
        labels={{ navigation: t('pagesOfDevices'), previous: t('previousPage'), next: t('nextPage') }}
      />
      <RemoveDeviceDialog deviceId={confirming} onCancel={() => setConfirming(null)} onConfirm={remove} />
    </>
  );
}
