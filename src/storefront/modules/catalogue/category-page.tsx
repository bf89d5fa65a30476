import { useTranslation } from '@/storefront/lib/i18n';
import { Breadcrumbs } from '@/storefront/modules/common/breadcrumbs';
import type { CategoryView } from './catalogue-types';
import styles from './category-page.module.css';
import { ProductListing } from './product-listing';
import { useListing } from './use-listing';

export function CategoryPage({ view }: { view: CategoryView }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { category } = view;
  const state = useListing({ serverFilters: view.filters, serverListing: view.listing, category: category.slug });
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: t('common:header.home'), href: '/' },
          { label: category.name, href: view.path },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description ? <p className={styles.description}>{category.description}</p> : null}
      </header>
      <ProductListing
        basePath={view.path}
        filters={state.filters}
        listing={state.listing}
        loading={state.loading}
        failed={state.failed}
        onRetry={state.retry}
      />
    </div>
  );
}
