import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { attachmentName, isVideoAttachment } from '../attachments';
import { useAttachmentUrlsQuery } from './attachmentsApi';

export interface AttachmentWallLabels {
  /** names the list of thumbnails */
  list: string;
  loading: string;
  /** a thumbnail's button: "Preview attachment 1 (shot.png)" */
  preview: (number: number, name: string) => string;
  /** the large image's description */
  previewed: (name: string) => string;
  openOriginal: string;
  closePreview: string;
  failed: (name: string, message: string) => string;
}

/** Uploaded screenshots (and videos) as a wall of thumbnails; choosing one previews it large below. */
export function AttachmentWall({ attachments, labels }: { attachments: readonly string[]; labels: AttachmentWallLabels }) {
  // Storage paths become download URLs (./attachmentsApi.ts); each failure shows in its place.
  const { currentData: items } = useAttachmentUrlsQuery(attachments);
  const [previewed, setPreviewed] = useState<string | null>(null);

  if (!items) return <Spinner size="sm" role="status" aria-label={labels.loading} />;

  const preview = items.find((item) => item.stored === previewed && 'url' in item);
  return (
    <>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={labels.list}>
        {items.map((item, index) => {
          const name = attachmentName(item.stored);
          if ('error' in item) {
            return (
              <li key={item.stored}>
                <Alert variant="warning" className="small py-2 mb-0">
                  {labels.failed(name, item.error)}
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
                aria-label={labels.preview(index + 1, name)}
                onClick={() => setPreviewed(previewed === item.stored ? null : item.stored)}
              >
                {isVideoAttachment(item.stored) ? (
                  <span className="ui-attachment d-flex align-items-center justify-content-center">
                    <i className="bi bi-play-circle fs-1" aria-hidden="true" />
                  </span>
                ) : (
                  <img src={item.url} alt="" className="ui-attachment d-block" loading="lazy" />
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {preview && 'url' in preview && (
        <figure className="border rounded p-2 mb-0 text-center">
          {isVideoAttachment(preview.stored) ? (
            <video src={preview.url} controls className="ui-attachment-preview" aria-label={attachmentName(preview.stored)} />
          ) : (
            <img src={preview.url} alt={labels.previewed(attachmentName(preview.stored))} className="ui-attachment-preview" />
          )}
          <figcaption className="d-flex flex-wrap justify-content-center gap-2 mt-2">
            <a href={preview.url} target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-secondary">
              <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
              {labels.openOriginal}
            </a>
            <Button size="sm" variant="outline-secondary" onClick={() => setPreviewed(null)}>
              {labels.closePreview}
            </Button>
          </figcaption>
        </figure>
      )}
    </>
  );
}
