import { useTranslation } from 'react-i18next';

/** A screenshots field expanded: the images, each opening full size in a new tab. */
export function ScreenshotWall({ urls }: { urls: string[] }) {
  const { t } = useTranslation('admin');
  if (urls.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <div className="d-flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer" className="d-block border rounded overflow-hidden">
          <img src={url} alt={t('screenshotN', { n: index + 1 })} style={{ width: 120, height: 120, objectFit: 'cover' }} loading="lazy" />
        </a>
      ))}
    </div>
  );
}
