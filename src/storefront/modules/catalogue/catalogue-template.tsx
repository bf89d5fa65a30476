import dynamic from 'next/dynamic';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import type { CataloguePageProps } from './catalogue-types';

// One route serves listings and products: each loads only its own view's code (rendered on the
// server as before; the browser loads the chunk the HTML names before hydrating, docs/page-speed.md).
const CategoryPage = dynamic(() => import('./category-page').then((module) => module.CategoryPage));
const ProductPageView = dynamic(() => import('./product-page').then((module) => module.ProductPageView));

/** `/[...slug]`: a category listing or a product page, as the url-rewrite answered. */
export function CatalogueTemplate(props: CataloguePageProps | EmptyPageProps) {
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
