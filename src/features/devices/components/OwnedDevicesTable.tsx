import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { TableBody } from '../../../lib/ui/TableParts';
import { useOwnedDeviceRecordsQuery, useRemoveOwnedDeviceMutation } from '../api/devicesApi';
import { OWNED_DEVICES_PAGE_SIZE, ownedDeviceRows } from '../logic/ownedDevices';
import { RemoveDeviceDialog } from './RemoveDeviceDialog';

const SKELETON_ROWS = 3;

/** 'Owned devices': the patient's devices (type, id, side) with a delete button each; 10 per page. */
export function OwnedDevicesTable({ uid }: { uid: string }) {
  const { t } = useTranslation('devices');
  const user = useUserRecordQuery(uid);
  const devices = useOwnedDeviceRecordsQuery(uid);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removeOwnedDevice, removal] = useRemoveOwnedDeviceMutation();

  const rows = ownedDeviceRows(user.currentData?.devices ?? {}, devices.currentData ?? []);
  const paged = usePagedList(rows, OWNED_DEVICES_PAGE_SIZE);
  const loading = (user.currentData === undefined && !user.isError) || (devices.currentData === undefined && !devices.isError);
  const error = queryErrorMessage(removal.error) ?? queryErrorMessage(user.error) ?? queryErrorMessage(devices.error);

  function remove(deviceId: string) {
    setConfirming(null);
    void removeOwnedDevice({ uid, deviceId });
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
                  disabled={removal.isLoading}
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
