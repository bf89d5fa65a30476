import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import { ProductGrid } from '@/storefront/modules/common/product-grid';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { useContentFigures } from '@/storefront/modules/content-pages/use-content-figures';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { CategoryTiles } from './category-tiles';
import { HeroCarousel } from './hero-carousel';
import styles from './home-template.module.css';
import type { HomePageProps } from './home-types';
import { PromiseStrip } from './promise-strip';

export function HomeTemplate(props: HomePageProps | EmptyPageProps) {
  if (!hasPageData<HomePageProps>(props, 'site')) return <PageUnavailable />;
  return <HomeBody {...props} />;
}

function HomeBody(props: HomePageProps) {
  const { t } = useTranslation('home');
  const fill = useContentFigures(props, props.productCartSettings);
  const { homeBanners, widget, block } = props;
  return (
    <StorePage page={props}>
      <h1 className="visually-hidden">{props.siteSettings.storeName}</h1>
      <HeroCarousel banners={homeBanners.banners} />
      <PromiseStrip promises={block.promises} fill={fill} />
      {widget.categoryTiles.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="shop-by-category">
          <header className={styles.heading}>
            <span className="eyebrow">{t('categories.eyebrow')}</span>
            <h2 id="shop-by-category">{t('categories.title')}</h2>
          </header>
          <CategoryTiles tiles={widget.categoryTiles} />
        </section>
      ) : null}
      {widget.products.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-widget">
          <header className={styles.heading}>
            <span className="eyebrow">{t('widget.eyebrow')}</span>
            <h2 id="home-widget">{widget.title}</h2>
            {widget.subtitle ? <p className={styles.subtitle}>{widget.subtitle}</p> : null}
          </header>
          <ProductGrid products={widget.products} priorityCount={0} />
        </section>
      ) : null}
    </StorePage>
  );
}
