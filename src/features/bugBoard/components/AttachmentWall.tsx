import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/useAsyncAction';
import { attachmentName, isVideoAttachment } from '../boardLogic';
import { attachmentUrl } from '../bugBoardApi';

type Resolved = { stored: string; url: string } | { stored: string; error: string };

/** The addresses to show for the stored attachments (download URLs as they are, storage paths looked up). */
function useAttachmentUrls(screenshots: readonly string[]) {
  const key = screenshots.join('\n');
  const [resolved, setResolved] = useState<{ key: string; items: Resolved[] } | null>(null);
  useEffect(() => {
    let current = true;
    const stored = key ? key.split('\n') : [];
    void Promise.all(
      stored.map((address) =>
        attachmentUrl(address).then(
          (url): Resolved => ({ stored: address, url }),
          (error: unknown): Resolved => ({ stored: address, error: errorMessage(error) }),
        ),
      ),
    ).then((items) => {
      if (current) setResolved({ key, items });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return resolved?.key === key ? resolved.items : null;
}

/** The report's screenshots (and videos) as a wall of thumbnails; choosing one previews it large. */
export function AttachmentWall({ screenshots }: { screenshots: readonly string[] }) {
  const { t } = useTranslation('bugBoard');
  const items = useAttachmentUrls(screenshots);
  const [previewed, setPreviewed] = useState<string | null>(null);

  if (screenshots.length === 0) return <p className="text-body-secondary small mb-0">{t('noAttachments')}</p>;
  if (!items) return <Spinner size="sm" role="status" aria-label={t('loadingAttachments')} />;

  const preview = items.find((item) => item.stored === previewed && 'url' in item);
  return (
    <>
      <p className="small text-body-secondary mb-2">{t('attachmentCount', { count: screenshots.length })}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t('attachments')}>
        {items.map((item, index) => {
          const name = attachmentName(item.stored);
          if ('error' in item) {
            return (
              <li key={item.stored}>
                <Alert variant="warning" className="small py-2 mb-0">
                  {t('attachmentFailed', { name, message: item.error })}
                </Alert>
              </li>
            );
          }
          return (
            <li key={item.stored}>
              <Button
                variant="outline-secondary"
                className="p-0 overflow-hidden"
                aria-pressed={previewed === item.stored}
                aria-label={t('previewAttachment', { number: index + 1, name })}
                onClick={() => setPreviewed(previewed === item.stored ? null : item.stored)}
              >
                {isVideoAttachment(item.stored) ? (
                  <span className="bug-attachment d-flex align-items-center justify-content-center">
                    <i className="bi bi-play-circle fs-1" aria-hidden="true" />
                  </span>
                ) : (
                  <img src={item.url} alt="" className="bug-attachment d-block" loading="lazy" />
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {preview && 'url' in preview && (
        <figure className="border rounded p-2 mb-0 text-center">
          {isVideoAttachment(preview.stored) ? (
            <video src={preview.url} controls className="bug-attachment-preview" aria-label={attachmentName(preview.stored)} />
          ) : (
            <img src={preview.url} alt={t('attachmentPreview', { name: attachmentName(preview.stored) })} className="bug-attachment-preview" />
          )}
          <figcaption className="d-flex flex-wrap justify-content-center gap-2 mt-2">
            <a href={preview.url} target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-secondary">
              <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
              {t('openOriginal')}
            </a>
            <Button size="sm" variant="outline-secondary" onClick={() => setPreviewed(null)}>
              {t('closePreview')}
            </Button>
          </figcaption>
        </figure>
      )}
    </>
  );
}
