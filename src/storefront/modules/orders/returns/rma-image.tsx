import { useTranslation } from '@/storefront/lib/i18n';
import { useGetRmaImageQuery } from './returns-api';
import requestStyles from '@/storefront/modules/orders/after-sales-forms.module.css';

/** A photo of a return, read with the shopper's token (the services never serve it to anyone else). */
export function RmaImage({ imageID, index }: { imageID: string; index: number }) {
  const { t } = useTranslation('returns');
  const { data, isError } = useGetRmaImageQuery(imageID);
  if (isError) return <span className={requestStyles.imageMissing}>{t('photos.unavailable')}</span>;
  if (!data) return <span className={requestStyles.imageMissing}><span className="spinner" aria-hidden="true" /></span>;
  return (
    <a href={data} target="_blank" rel="noreferrer">
      {/* A blob URL of the shopper's own photo: next/image cannot optimise it. */}
      <img src={data} alt={t('photos.number', { number: index + 1 })} width={96} height={96} className={requestStyles.photo} />
    </a>
  );
}
