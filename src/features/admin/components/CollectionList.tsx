import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { collectionSearchChanged, selectCollectionSearch } from '../adminSlice';
import { useAdminCollectionsQuery } from '../api/adminApi';
import { collectionIcon } from '../logic/collectionIcons';

const SKELETON_ROWS = 5;

interface CollectionListProps {
  /** on a phone, whether the list folds away behind a button (while a collection or document is open) */
  foldsOnPhone: boolean;
}

/** The console's collection list: the AllCollections catalogue, alphabetical, with a search box. */
export function CollectionList({ foldsOnPhone }: CollectionListProps) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectCollectionSearch);
  const catalogue = useAdminCollectionsQuery();
  const loadError = queryErrorMessage(catalogue.error);
  const [unfolded, setUnfolded] = useState(false);
  const needle = search.trim().toLowerCase();
  const shown = (catalogue.data ?? []).filter((entry) => entry.docId.toLowerCase().includes(needle));
  const folded = foldsOnPhone && !unfolded;

  return (
    <nav aria-labelledby="admin-collections-title">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 id="admin-collections-title" className="h6 text-uppercase text-body-secondary mb-0">
          {t('collections')}
        </h2>
        {foldsOnPhone && (
          <Button
            size="sm"
            variant="outline-secondary"
            className="d-md-none"
            aria-expanded={unfolded}
            aria-controls="admin-collections-body"
            onClick={() => setUnfolded((open) => !open)}
          >
            {unfolded ? t('hideCollections') : t('showCollections')}
          </Button>
        )}
      </div>
      <div id="admin-collections-body" className={folded ? 'd-none d-md-block' : undefined}>
        <Form.Control
          type="search"
          className="mb-2"
          placeholder={t('searchCollections')}
          aria-label={t('searchCollections')}
          value={search}
          onChange={(event) => dispatch(collectionSearchChanged(event.target.value))}
        />
        {loadError && <Alert variant="danger">{t('loadCollectionsFailed', { message: loadError })}</Alert>}
        {catalogue.isLoading ? (
          <div aria-busy="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Placeholder key={i} as="div" animation="glow" className="py-2">
                <Placeholder xs={8} />
              </Placeholder>
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className="text-body-secondary small mb-0">{t('noCollections')}</p>
        ) : (
          <div className="list-group admin-collection-list">
            {shown.map(({ docId }) => (
              <NavLink
                key={docId}
                to={routePath('admin.collection', { collection: docId })}
                className="list-group-item list-group-item-action d-flex align-items-center gap-2"
                onClick={() => setUnfolded(false)}
              >
                <i className={`bi ${collectionIcon(docId)}`} aria-hidden="true" />
                <span className="text-break">{docId}</span>
              </NavLink>
            ))}
          </div>
        )}
      </div>
    </nav>
  );
}
