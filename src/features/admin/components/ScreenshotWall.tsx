import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** A screenshots field expanded: the images as thumbnails; a click previews one full size. */
export function ScreenshotWall({ urls }: { urls: string[] }) {
  const { t } = useTranslation('admin');
  const [previewed, setPreviewed] = useState<number | null>(null);
  if (urls.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <button
            key={url}
            type="button"
            className="btn p-0 border rounded overflow-hidden"
            aria-label={t('previewScreenshot', { n: index + 1 })}
            onClick={() => setPreviewed(index)}
          >
            <img src={url} alt="" className="admin-thumbnail" loading="lazy" />
          </button>
        ))}
      </div>
      <Modal show={previewed !== null} onHide={() => setPreviewed(null)} size="lg" centered aria-labelledby="admin-screenshot-title">
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="admin-screenshot-title" as="h2" className="h5">
            {previewed !== null && t('screenshotN', { n: previewed + 1 })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          {previewed !== null && (
            <>
              <img src={urls[previewed]} alt={t('screenshotN', { n: previewed + 1 })} className="img-fluid" />
              <a href={urls[previewed]} target="_blank" rel="noreferrer" className="d-block mt-2">
                {t('openFullSize')}
              </a>
            </>
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
