import { useTranslation } from 'react-i18next';
import { AttachmentWall } from '../../../lib/ui/AttachmentWall';

/** A screenshots field expanded: the images as thumbnails; choosing one previews it large. */
export function ScreenshotWall({ urls }: { urls: string[] }) {
  const { t } = useTranslation('admin');
  if (urls.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <AttachmentWall
      attachments={urls}
      labels={{
        list: t('screenshotsAttached', { count: urls.length }),
        loading: t('loadingScreenshots'),
        preview: (n) => t('previewScreenshot', { n }),
        previewed: (name) => t('screenshotPreview', { name }),
        openOriginal: t('openFullSize'),
        closePreview: t('close'),
        failed: (name, message) => t('screenshotFailed', { name, message }),
      }}
    />
  );
}
