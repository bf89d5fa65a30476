import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './product-gallery.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The lightbox's code loads only when a shopper asks to enlarge a picture.
const GalleryLightbox = browserOnly(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));

/** The main picture and its thumbnails; every image through next/image. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('product');
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0]!;
  const lightbox = useRef<HTMLDialogElement>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const alt = images.length > 1 ? t('gallery.image', { name, index: current + 1, total: images.length }) : name;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {/* The page's largest paint: fetched at high priority, as the home page's first slide (docs/page-speed.md, "Seventh round"). */}
        <Image src={main} alt={alt} fill priority fetchPriority="high" sizes="(min-width: 900px) 50vw, 100vw" className={styles.image} />
        <button type="button" className={styles.zoomButton} onClick={() => (zoomOpen ? lightbox.current?.showModal() : setZoomOpen(true))} aria-haspopup="dialog">
          <Icon name="search" size={20} label={t('gallery.enlarge')} />
        </button>
      </div>
      {zoomOpen ? <GalleryLightbox dialog={lightbox} image={main} alt={alt} openOnMount /> : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={index === current ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={t('gallery.show', { index: index + 1 })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <Image src={image} alt="" width={72} height={72} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
