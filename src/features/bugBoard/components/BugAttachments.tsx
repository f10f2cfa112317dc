import { useTranslation } from 'react-i18next';
import { AttachmentWall } from '../../../lib/ui/AttachmentWall';

/** The report's attachments: how many, and their image wall with a large preview. */
export function BugAttachments({ screenshots }: { screenshots: readonly string[] }) {
  const { t } = useTranslation('bugBoard');
  if (screenshots.length === 0) return <p className="text-body-secondary small mb-0">{t('noAttachments')}</p>;
  return (
    <>
      <p className="small text-body-secondary mb-2">{t('attachmentCount', { count: screenshots.length })}</p>
      <AttachmentWall
        attachments={screenshots}
        labels={{
          list: t('attachments'),
          loading: t('loadingAttachments'),
          preview: (number, name) => t('previewAttachment', { number, name }),
          previewed: (name) => t('attachmentPreview', { name }),
          openOriginal: t('openOriginal'),
          closePreview: t('closePreview'),
          failed: (name, message) => t('attachmentFailed', { name, message }),
        }}
      />
    </>
  );
}
