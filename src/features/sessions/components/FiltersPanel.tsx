import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { FILTER_DEVICE_TYPES, SESSION_TIME_RANGES } from '../logic/sessionList';
import {
  deviceFilterToggled,
  filterGroupCleared,
  selectFilters,
  tagFilterAdded,
  tagFilterRemoved,
  timeRangeChosen,
} from '../sessionsSlice';
import { Chip } from './Chip';
import { TagInput } from './TagInput';

/** Filters of the session list: devices, one time range, tags; each group with chips and Cancel all. */
export function FiltersPanel({ tagSuggestionsFor }: { tagSuggestionsFor: (text: string, chosen: string[]) => string[] }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);

  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        {t('filters')}
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        <fieldset>
          <legend className="fs-6 fw-semibold">{t('devices')}</legend>
          <div className="d-flex flex-wrap column-gap-3">
            {FILTER_DEVICE_TYPES.map((type) => (
              <Form.Check
                key={type}
                id={`filter-device-${idSafe(type)}`}
                type="checkbox"
                label={t(`deviceType.${type}`)}
                value={type}
                checked={filters.devices.includes(type)}
                onChange={() => dispatch(deviceFilterToggled(type))}
              />
            ))}
          </div>
          <ChipGroup
            labels={filters.devices.map((type) => ({ key: type, label: t(`deviceType.${type}`) }))}
            onRemove={(type) => dispatch(deviceFilterToggled(type))}
            onCancelAll={() => dispatch(filterGroupCleared('devices'))}
          />
        </fieldset>

        <fieldset>
          <legend className="fs-6 fw-semibold">{t('timeRange')}</legend>
          <div className="d-flex flex-wrap column-gap-3">
            {SESSION_TIME_RANGES.map((range) => (
              <Form.Check
                key={range}
                id={`filter-time-${range}`}
                type="radio"
                name="session-time-range"
                label={t(`timeRanges.${range}`)}
                checked={filters.timeRange === range}
                onChange={() => dispatch(timeRangeChosen(range))}
              />
            ))}
          </div>
          <ChipGroup
            labels={filters.timeRange ? [{ key: filters.timeRange, label: t(`timeRanges.${filters.timeRange}`) }] : []}
            onRemove={() => dispatch(timeRangeChosen(null))}
            onCancelAll={() => dispatch(filterGroupCleared('timeRange'))}
          />
        </fieldset>

        <fieldset>
          <legend className="fs-6 fw-semibold">{t('tags')}</legend>
          <TagInput
            label={t('searchTags')}
            placeholder={t('searchTagsPlaceholder')}
            suggestionsFor={(text) => tagSuggestionsFor(text, filters.tags)}
            onAdd={(tag) => dispatch(tagFilterAdded(tag))}
          />
          <ChipGroup
            labels={filters.tags.map((tag) => ({ key: tag, label: tag }))}
            onRemove={(tag) => dispatch(tagFilterRemoved(tag))}
            onCancelAll={() => dispatch(filterGroupCleared('tags'))}
          />
        </fieldset>
      </Card.Body>
    </Card>
  );
}

function ChipGroup({ labels, onRemove, onCancelAll }: { labels: { key: string; label: string }[]; onRemove: (key: string) => void; onCancelAll: () => void }) {
  const { t } = useTranslation('sessions');
  if (labels.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      {labels.map(({ key, label }) => (
        <Chip key={key} label={label} removeLabel={t('removeFilter', { name: label })} onRemove={() => onRemove(key)} />
      ))}
      <Button variant="link" size="sm" className="p-0" onClick={onCancelAll}>
        {t('cancelAll')}
      </Button>
    </div>
  );
}

/** 'Knee Brace' → 'Knee-Brace': element ids hold no spaces. */
function idSafe(value: string): string {
  return value.replace(/\s+/g, '-');
}
