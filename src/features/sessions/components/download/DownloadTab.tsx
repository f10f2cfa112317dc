import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Side } from '@rehab/model/collections';
import { NeedsConnection } from '../../../../lib/ui/NeedsConnection';
import { useOnline } from '../../../../lib/useOnline';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { ZIP_FILE_NAME } from '../../logic/exportRows';
import { EMPTY_RANGE, fromOptions, sessionsInRanges, toOptions, type SessionRange } from '../../logic/rangeSelection';
import { sessionLabel, type SessionSummary } from '../../logic/sessionList';
import { useExport } from './useExport';

const SIDES: Side[] = ['Left', 'Right'];

interface DownloadTabProps {
  sessions: SessionSummary[];
  devices: ReadonlyMap<string, DeviceInfo>;
}

/** Session range export: ranges of sessions, Left/Right sides, downloaded as session_data.zip. */
export function DownloadTab({ sessions, devices }: DownloadTabProps) {
  const { t, i18n } = useTranslation('sessions');
  const [ranges, setRanges] = useState<SessionRange[]>([EMPTY_RANGE]);
  const [sides, setSides] = useState<Side[]>(SIDES);
  const { run, progress, working, error, clearError } = useExport();
  const online = useOnline();
  const chosen = useMemo(() => sessionsInRanges(sessions, ranges), [sessions, ranges]);
  const labels = useMemo(() => new Map(sessions.map((s) => [s.id, sessionLabel(s, i18n.language)])), [sessions, i18n.language]);

  const update = (row: number, change: Partial<SessionRange>) => setRanges((all) => all.map((r, i) => (i === row ? { ...r, ...change } : r)));
  const toggleSide = (side: Side) => setSides((all) => (all.includes(side) ? all.filter((s) => s !== side) : SIDES.filter((s) => s === side || all.includes(s))));

  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('downloadHeading')}</h2>
        {sessions.length === 0 && <p className="text-body-secondary">{t('noSessions')}</p>}
        {ranges.map((range, row) => (
          <Row key={row} className="g-2 align-items-end mb-2" role="group" aria-label={t('rangeRow', { n: row + 1 })}>
            <Col xs={12} md>
              <RangeEndSelect
                id={`range-from-${row}`}
                label={t('fromSession')}
                value={range.from}
                options={fromOptions(sessions, range)}
                labels={labels}
                onChange={(from) => update(row, { from })}
                disabled={working}
              />
            </Col>
            <Col xs={12} md>
              <RangeEndSelect
                id={`range-to-${row}`}
                label={t('toSession')}
                value={range.to}
                options={toOptions(sessions, range)}
                labels={labels}
                onChange={(to) => update(row, { to })}
                disabled={working}
              />
            </Col>
            <Col xs="auto" style={{ width: '3.25rem' }}>
              {row > 0 && (
                <Button variant="outline-danger" aria-label={t('deleteRange', { n: row + 1 })} onClick={() => setRanges((all) => all.filter((_, i) => i !== row))} disabled={working}>
                  <i className="bi bi-trash" aria-hidden />
                </Button>
              )}
            </Col>
          </Row>
        ))}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button variant="outline-primary" onClick={() => setRanges((all) => [...all, EMPTY_RANGE])} disabled={working}>
            {t('addRange')}
          </Button>
          <Button variant="outline-secondary" onClick={() => setRanges([EMPTY_RANGE])} disabled={working}>
            {t('clearAll')}
          </Button>
        </div>

        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('sensorExport')}</legend>
          {SIDES.map((side) => (
            <Form.Check
              inline
              key={side}
              id={`export-side-${side}`}
              type="checkbox"
              label={t(`sideSensors.${side}`)}
              checked={sides.includes(side)}
              onChange={() => toggleSide(side)}
              disabled={working}
            />
          ))}
        </fieldset>

        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button onClick={() => void run({ sessions: chosen, devices, sides, mode: 'zip' }, ZIP_FILE_NAME)} disabled={working || chosen.length === 0 || sides.length === 0 || !online}>
            {working && <Spinner animation="border" size="sm" className="me-2" aria-hidden />}
            {t('download')}
          </Button>
          <span className="text-body-secondary small">{t('sessionsChosen', { count: chosen.length })}</span>
        </div>
        <NeedsConnection message={t('downloadOffline')} className="mt-2" />
        {progress && (
          <ProgressBar
            className="mt-3"
            now={progress.total ? (100 * progress.done) / progress.total : 0}
            label={t('exportProgress', { done: progress.done, total: progress.total })}
            aria-label={t('exportProgressLabel')}
          />
        )}
        {error && (
          <Alert variant="danger" dismissible closeLabel={t('common:close')} onClose={clearError} className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

interface RangeEndSelectProps {
  id: string;
  label: string;
  /** the chosen session index, or null */
  value: number | null;
  options: SessionSummary[];
  labels: ReadonlyMap<string, string>;
  onChange: (index: number | null) => void;
  disabled: boolean;
}

/** The From Session or To Session list of a range row: sessions by index. */
function RangeEndSelect({ id, label, value, options, labels, onChange, disabled }: RangeEndSelectProps) {
  const { t } = useTranslation('sessions');
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} disabled={disabled}>
        <option value="">{t('chooseSession')}</option>
        {options.map((s) => (
          <option key={s.id} value={s.index}>
            {labels.get(s.id)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
