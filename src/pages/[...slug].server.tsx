import type { GetServerSideProps } from 'next';
import { loadCataloguePage, slugOf } from '@/storefront/modules/catalogue/catalogue-page-data';

export { CatalogueTemplate as default } from '@/storefront/modules/catalogue/catalogue-template';

export const getServerSideProps: GetServerSideProps = ({ locale, params, query }) =>
  loadCataloguePage({ mode: 'server', locale, slug: slugOf(params), query });
