import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { Link } from '@/storefront/modules/common/link';
import { useState } from 'react';
import type { Banner } from '@/shared/contracts/content';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './hero-carousel.module.css';

/**
 * Home banners. No autoplay (WCAG 2.2.2): the shopper moves between slides with the arrows or the
 * dots. Every slide is in the HTML, so banners are crawlable; only the current one is visible.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  if (banners.length === 0) return null;
  const go = (index: number) => setCurrent((index + banners.length) % banners.length);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('hero.label')}>
      <div className={styles.slides}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={index === current ? `${styles.slide} ${styles.active}` : styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: index + 1, total: banners.length })}
            aria-hidden={index !== current}
            inert={index !== current}
          >
            <div className={styles.media}>
              {/* The first slide is the page's largest paint: preloaded at high priority (docs/page-speed.md, "Fifth round: first paint"). */}
              <Image src={banner.image} alt={banner.imageAlt} fill priority={index === 0} fetchPriority={index === 0 ? 'high' : undefined} sizes="100vw" className={styles.image} />
            </div>
            <div className={`container ${styles.copy}`}>
              <div className={styles.panel}>
                <h2 className={styles.title}>{banner.title}</h2>
                <p className={styles.subtitle}>{banner.subtitle}</p>
                <Link href={banner.href} className="button">
                  {banner.cta}
                  <Icon name="arrow-right" size={18} />
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(current - 1)} aria-label={t('hero.previous')}>
            <Icon name="chevron-left" size={20} />
          </button>
          <ul className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={index === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                  aria-label={t('hero.goTo', { index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={() => go(current + 1)} aria-label={t('hero.next')}>
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
