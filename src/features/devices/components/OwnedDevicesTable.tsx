import { useMemo, useState } from 'react';
import { query, where } from 'firebase/firestore';
import { Alert, Button, Placeholder, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { col, docRef } from '../../../lib/firebase/collections';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/hooks';
import { clampPage, pageCount, pageOf } from '../../../lib/pagination';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { removeOwnedDevice } from '../devicesApi';
import { OWNED_DEVICES_PAGE_SIZE, ownedDeviceRows } from '../ownedDevices';

const SKELETON_ROWS = 3;

/** 'Owned devices': the patient's devices (type, id, side) with a delete button each; 10 per page. */
export function OwnedDevicesTable({ uid }: { uid: string }) {
  const { t } = useTranslation('devices');
  const userRef = useMemo(() => docRef('users', uid), [uid]);
  const devicesQuery = useMemo(() => query(col('devices'), where('userId', '==', uid)), [uid]);
  const user = useLiveDoc(userRef);
  const devices = useLiveQuery(devicesQuery);
  const [requestedPage, setPage] = useState(1);
  const [removing, setRemoving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const rows = ownedDeviceRows(user.data?.devices ?? {}, devices.data);
  const pages = pageCount(rows.length, OWNED_DEVICES_PAGE_SIZE);
  const page = clampPage(requestedPage, pages);
  const loading = user.loading || devices.loading;
  const loadError = user.error ?? devices.error;

  async function remove(deviceId: string) {
    setConfirming(null);
    setRemoving(deviceId);
    setError(null);
    try {
      await removeOwnedDevice(uid, deviceId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      {(error ?? loadError) && <Alert variant="danger">{error ?? loadError?.message}</Alert>}
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
        <tbody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-testid="device-skeleton">
                {[0, 1, 2, 3].map((cell) => (
                  <td key={cell}>
                    <Placeholder animation="glow">
                      <Placeholder xs={cell === 3 ? 4 : 8} />
                    </Placeholder>
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-center text-body-secondary py-3">
                {t('noDevices')}
              </td>
            </tr>
          ) : (
            pageOf(rows, page, OWNED_DEVICES_PAGE_SIZE).map((row) => (
              <tr key={row.id}>
                <td>{row.deviceType ?? t('unknownType')}</td>
                <td className="text-break">{row.id}</td>
                <td>{row.side === 'Right' ? t('right') : t('left')}</td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={removing !== null}
                    aria-label={t('removeDeviceNamed', { id: row.id })}
                    onClick={() => setConfirming(row.id)}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <PaginationBar
        page={page}
        pages={pages}
        onPageChange={setPage}
        labels={{ navigation: t('pagesOfDevices'), previous: t('previousPage'), next: t('nextPage') }}
      />
      <ConfirmDialog
        show={confirming !== null}
        title={t('removeDevice')}
        variant="danger"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      >
        {t('removeDeviceQuestion', { id: confirming ?? '' })}
      </ConfirmDialog>
    </>
  );
}
