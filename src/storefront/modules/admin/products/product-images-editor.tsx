import Image from 'next/image';
import { useId, useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { moved } from '@/storefront/modules/admin/common/list-edit';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { useUploadProductImageMutation } from './products-api';

export interface ProductImagesEditorProps {
  productID: number;
  name: string;
  images: string[];
  onChange: (images: string[]) => void;
}

/**
 * The product's pictures in order (the first is the one listings show): the seed's drawings and
 * uploaded photos alike. A photo is uploaded at once (checked and re-encoded by the services) and
 * added last; order and removals are saved with the product.
 */
export function ProductImagesEditor({ productID, name, images, onChange }: ProductImagesEditorProps) {
  const [upload, { error, isLoading }] = useUploadProductImageMutation();
  const [done, setDone] = useState<string | null>(null);
  const inputId = useId();
  return (
    <section className={styles.panel} aria-label="Images">
      <h2>Images</h2>
      <ul className={styles.thumbs}>
        {images.map((image, index) => (
          <li key={image} className={styles.thumbItem}>
            <Image src={image} alt={`${name}, picture ${index + 1}`} width={96} height={96} className={styles.thumbImage} />
            <div className={styles.row}>
              <button type="button" className={styles.secondary} onClick={() => onChange(moved(images, index, -1))} disabled={index === 0} aria-label={`Move picture ${index + 1} earlier`}>
                ←
              </button>
              <button type="button" className={styles.secondary} onClick={() => onChange(moved(images, index, 1))} disabled={index === images.length - 1} aria-label={`Move picture ${index + 1} later`}>
                →
              </button>
              <button type="button" className={styles.secondary} onClick={() => onChange(images.filter((_image, at) => at !== index))} disabled={images.length === 1} aria-label={`Remove picture ${index + 1}`}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ul>
      <label className={styles.field} htmlFor={inputId}>
        Upload a photo (JPEG, PNG or WebP)
      </label>
      <input
        id={inputId}
        type="file"
        name="image"
        accept="image/jpeg,image/png,image/webp"
        disabled={isLoading}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setDone(null);
          const answer = await upload({ productID, file });
          if ('data' in answer && answer.data) {
            const added = answer.data.product.images.at(-1)!;
            onChange([...images, added]);
            setDone('Photo uploaded; it shows in the shop now (move or remove it, then save)');
          }
        }}
      />
      <ErrorNote error={error} />
      <OkNote text={done} />
    </section>
  );
}
