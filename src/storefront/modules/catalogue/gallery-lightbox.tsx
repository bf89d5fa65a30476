import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { type MouseEvent, type RefObject, useEffect, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './product-gallery.module.css';

export interface GalleryLightboxProps {
  dialog: RefObject<HTMLDialogElement | null>;
  image: string;
  alt: string;
  /** Opens as soon as it is loaded (the first "enlarge" click loads it). */
  openOnMount?: boolean;
}

/**
 * The picture full screen in a modal `<dialog>`: a click (or Enter on the zoom button) doubles it
 * around the point clicked, and the browser's own pinch zoom works on touch screens.
 */
export function GalleryLightbox({ dialog, image, alt, openOnMount = false }: GalleryLightboxProps) {
  const { t } = useTranslation('product');
  useEffect(() => {
    if (openOnMount && !dialog.current?.open) dialog.current?.showModal();
  }, [openOnMount, dialog]);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const onPictureClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX || event.clientY) setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
    setZoomed(!zoomed);
  };
  return (
    <dialog ref={dialog} className={styles.lightbox} aria-label={alt} onClose={() => setZoomed(false)}>
      <button type="button" className={styles.lightboxClose} onClick={() => dialog.current?.close()}>
        <Icon name="close" size={24} label={t('gallery.close')} />
      </button>
      <button type="button" className={styles.zoomArea} onClick={onPictureClick} aria-pressed={zoomed} aria-label={zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}>
        <Image
          src={image}
          alt={alt}
          fill
          sizes="100vw"
          className={styles.lightboxImage}
          style={{ transform: zoomed ? 'scale(2.2)' : 'none', transformOrigin: origin }}
        />
      </button>
    </dialog>
  );
}
