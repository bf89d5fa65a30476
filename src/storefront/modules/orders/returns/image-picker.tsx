import { useTranslation } from '@/storefront/lib/i18n';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { afterSalesError } from '@/storefront/modules/orders/orders-messages';
import { ACCEPTED_TYPES, checkImage, MAX_IMAGES } from './image-check';
import { useUploadRmaImageMutation } from './returns-api';
import requestStyles from '@/storefront/modules/orders/after-sales-forms.module.css';

export interface PickedImage {
  key: string;
  name: string;
  previewUrl: string;
  /** Set once the services stored it. */
  imageID: string | null;
  error: string | null;
}

export interface ImagePickerProps {
  images: PickedImage[];
  onChange: (update: (images: PickedImage[]) => PickedImage[]) => void;
  label: string;
}

/**
 * Photos for a return: each is checked here (type from its bytes, size), previewed at once from
 * the file itself, and uploaded (`uploadRmaImage`); a refusal by the services shows their message
 * beside the photo. Files refused here (wrong type, too big, too many) are named beside the
 * "Add photos" button, and the note stays until the shopper changes the photos (adds or removes).
 */
export function ImagePicker({ images, onChange, label }: ImagePickerProps) {
  const { t } = useTranslation('returns');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadRmaImageMutation();
  const [uploading, setUploading] = useState(0);
  const [refusals, setRefusals] = useState<string[]>([]);
  const urls = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked: free them when the form goes away.
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = MAX_IMAGES - images.length;
    const refused: string[] = files.length > room ? [t('photos.tooMany', { max: MAX_IMAGES })] : [];
    setRefusals(refused);
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const problem = await checkImage(file);
      if (problem) {
        refused.push(t(`photos.problems.${problem}`, { name: file.name }));
        setRefusals([...refused]);
        continue;
      }
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      onChange((current) => [...current, { key, name: file.name, previewUrl, imageID: null, error: null }]);
      setUploading((count) => count + 1);
      const result = await upload(file);
      setUploading((count) => count - 1);
      // Shown beside the photo it concerns (not toasted as well).
      const error = result.error ? afterSalesError(result.error, t('photos.uploadFailed'), t('errors.somethingWrong')) : null;
      onChange((current) => current.map((image) => (image.key === key ? { ...image, imageID: result.data?.imageID ?? null, error } : image)));
    }
  }

  function remove(key: string) {
    setRefusals([]);
    onChange((current) => current.filter((image) => image.key !== key));
  }

  return (
    <div className={requestStyles.photos}>
      <p className={requestStyles.photosLabel} id={`${id}-label`}>{label}</p>
      <p className={requestStyles.hint}>{t('photos.hint', { max: MAX_IMAGES })}</p>
      <ul className={requestStyles.previews} aria-labelledby={`${id}-label`}>
        {images.map((image) => (
          <li key={image.key} className={requestStyles.preview} data-state={image.error ? 'error' : image.imageID ? 'done' : 'uploading'}>
            {/* A local object URL of the shopper's own file: next/image cannot optimise it. */}
            <img src={image.previewUrl} alt={t('photos.previewOf', { name: image.name })} width={96} height={96} />
            {image.imageID === null && !image.error ? <span className={`spinner ${requestStyles.previewSpinner}`} role="status" aria-label={t('photos.uploading')} /> : null}
            {image.error ? <p className={requestStyles.previewError} role="alert">{image.error}</p> : null}
            <button type="button" className={requestStyles.removePhoto} onClick={() => remove(image.key)} aria-label={t('photos.remove', { name: image.name })}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {images.length < MAX_IMAGES ? (
        <>
          <input ref={input} id={id} type="file" accept={ACCEPTED_TYPES.join(',')} multiple hidden aria-label={t('photos.add')} onChange={(event) => void add(event)} />
          <button type="button" className={`button button-secondary ${requestStyles.addPhoto}`} onClick={() => input.current?.click()}
            aria-describedby={refusals.length > 0 ? `${id}-refused` : undefined}>
            <Icon name="plus" size={18} />
            {t('photos.add')}
          </button>
        </>
      ) : null}
      {refusals.length > 0 ? (
        <ul id={`${id}-refused`} className={requestStyles.photoRefusals} role="alert">
          {refusals.map((refusal, index) => <li key={`${index}-${refusal}`}>{refusal}</li>)}
        </ul>
      ) : null}
      {uploading > 0 ? <p className={requestStyles.hint} role="status">{t('photos.uploading')}</p> : null}
    </div>
  );
}

/** Every picked photo uploaded and none refused. */
export const allUploaded = (images: PickedImage[]) => images.every((image) => image.imageID !== null && image.error === null);
export const imageIDsOf = (images: PickedImage[]) => images.flatMap((image) => (image.imageID ? [image.imageID] : []));
