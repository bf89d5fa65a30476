import { type ChangeEvent, useId, useState } from 'react';
import type { Banner } from '@/shared/contracts/content';
import { TEXT_LIMITS } from '@/shared/content-rules';
import { failureMessage, useUploadImageMutation } from './content-api';
import styles from './content-workspace.module.css';

type TextField = 'title' | 'subtitle' | 'cta' | 'href' | 'imageAlt';
const FIELDS: { name: TextField; label: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'subtitle', label: 'Subtitle' },
  { name: 'cta', label: 'Button text' },
  { name: 'href', label: 'Link (a page of the store, e.g. /rings)' },
  { name: 'imageAlt', label: 'Image description' },
];

export interface BannerEditorProps {
  itemKey: string;
  banners: Banner[];
  images: string[];
  onChange: (banners: Banner[]) => void;
}

/** The banners of one locale: texts with their limits, link, image picked from the store's or uploaded, order. */
export function BannerEditor({ itemKey, banners, images, onChange }: BannerEditorProps) {
  const update = (index: number, change: Partial<Banner>) => onChange(banners.map((banner, at) => (at === index ? { ...banner, ...change } : banner)));
  const move = (index: number, by: number) => {
    const next = [...banners];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const add = () => onChange([...banners, { id: `banner-${Date.now().toString(36)}`, title: '', subtitle: '', cta: '', href: '/', image: '', imageAlt: '' }]);
  return (
    <div className={styles.stack}>
      {banners.map((banner, index) => (
        <fieldset key={banner.id} className={styles.card}>
          <legend>
            Banner {index + 1} <code>{banner.id}</code>
          </legend>
          <div className={styles.bannerGrid}>
            <div className={styles.stack}>
              {FIELDS.map((field) => (
                <TextInput key={field.name} label={`Banner ${index + 1} ${field.label.toLowerCase()}`} visibleLabel={field.label} value={banner[field.name]} limit={TEXT_LIMITS[field.name]} onChange={(value) => update(index, { [field.name]: value })} />
              ))}
            </div>
            <ImagePicker itemKey={itemKey} index={index} value={banner.image} images={images} onChange={(image) => update(index, { image })} />
          </div>
          <div className={styles.row}>
            <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move banner ${index + 1} up`}>
              ↑ Up
            </button>
            <button type="button" onClick={() => move(index, 1)} disabled={index === banners.length - 1} aria-label={`Move banner ${index + 1} down`}>
              ↓ Down
            </button>
            <button type="button" onClick={() => onChange(banners.filter((_banner, at) => at !== index))} aria-label={`Remove banner ${index + 1}`}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" onClick={add}>
        Add a banner
      </button>
    </div>
  );
}

export function TextInput({ label, visibleLabel, value, limit, onChange }: { label: string; visibleLabel?: string; value: string; limit?: number; onChange: (value: string) => void }) {
  const id = useId();
  const length = [...value].length;
  const over = limit !== undefined && length > limit;
  return (
    <div className={styles.field}>
      <label htmlFor={id} aria-label={label}>
        {visibleLabel ?? label}
      </label>
      <input id={id} aria-label={label} dir="auto" value={value} aria-invalid={over || undefined} onChange={(event) => onChange(event.target.value)} />
      {limit !== undefined && <small className={over ? styles.over : styles.count}>{`${length} / ${limit}`}</small>}
    </div>
  );
}

function ImagePicker({ itemKey, index, value, images, onChange }: { itemKey: string; index: number; value: string; images: string[]; onChange: (image: string) => void }) {
  const id = useId();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [error, setError] = useState<string | null>(null);
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const result = await upload({ key: itemKey, file });
    if ('error' in result && result.error) return setError(failureMessage(result.error));
    if (result.data) onChange(result.data.path);
  }
  return (
    <div className={styles.stack}>
      {value ? <img src={value} alt="" className={styles.thumb} /> : <p className={styles.over}>No image: a banner needs one.</p>}
      <label htmlFor={id}>Image</label>
      <select id={id} aria-label={`Banner ${index + 1} image`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">(none)</option>
        {[...new Set([value, ...images].filter(Boolean))].map((image) => (
          <option key={image} value={image}>
            {image}
          </option>
        ))}
      </select>
      <label className={styles.upload}>
        {isLoading ? 'Uploading…' : 'Upload an image (JPEG, PNG, WebP)'}
        <input type="file" accept="image/jpeg,image/png,image/webp" aria-label={`Banner ${index + 1} upload`} onChange={(event) => void choose(event)} />
      </label>
      {error && <p role="alert" className={styles.over}>{error}</p>}
    </div>
  );
}
