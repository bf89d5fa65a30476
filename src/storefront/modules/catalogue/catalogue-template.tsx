import dynamic from 'next/dynamic';
import { use, useEffect } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { whenIdle } from '@/storefront/lib/when-idle';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import type { CataloguePageProps } from './catalogue-types';

// One route serves listings and products: each loads only its own view's code (rendered on the
// server as before; the browser loads the chunk the HTML names before hydrating, docs/page-speed.md).
// On a client navigation the view may not be loaded yet: its placeholder suspends on the load, and
// since Next renders navigations in a transition, the page shown stays until the view is there.
const once = <T,>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};
const loadCategory = once(() => import('./category-page').then((module) => module.CategoryPage));
const loadProduct = once(() => import('./product-page').then((module) => module.ProductPageView));
// The import stays written inside dynamic(): Next reads it there to name the chunk in the HTML.
const CategoryPage = dynamic(() => import('./category-page').then((module) => module.CategoryPage), { loading: () => <WaitFor load={loadCategory} /> });
const ProductPageView = dynamic(() => import('./product-page').then((module) => module.ProductPageView), { loading: () => <WaitFor load={loadProduct} /> });

function WaitFor({ load }: { load: () => Promise<unknown> }) {
  use(load());
  return null;
}

/** The other view's code, once the browser is idle: a shopper's next page (a product from a listing) shows at once. */
function usePrefetchOtherView(kind: 'category' | 'product' | undefined) {
  useEffect(() => {
    if (!kind) return;
    return whenIdle(() => void (kind === 'category' ? loadProduct() : loadCategory()), { timeout: 10_000 });
  }, [kind]);
}

/** `/[...slug]`: a category listing or a product page, as the url-rewrite answered. */
export function CatalogueTemplate(props: CataloguePageProps | EmptyPageProps) {
  usePrefetchOtherView(hasPageData<CataloguePageProps>(props, 'site') ? props.view.kind : undefined);
  if (!hasPageData<CataloguePageProps>(props, 'site')) return <PageUnavailable />;
  const { view } = props;
  return (
    <StorePage
      page={props}
      title={view.kind === 'category' ? view.category.name : view.product.name}
      description={view.kind === 'category' ? view.category.description : view.product.description.slice(0, 160)}
    >
      {view.kind === 'category' ? <CategoryPage view={view} /> : <ProductPageView view={view} />}
    </StorePage>
  );
}
