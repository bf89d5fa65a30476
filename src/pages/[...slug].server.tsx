import type { GetServerSideProps } from 'next';
import { loadCataloguePage, slugOf } from '@/storefront/modules/catalogue/catalogue-page-data';
import { CatalogueTemplate } from '@/storefront/modules/catalogue/catalogue-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CatalogueTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale, params, query }) =>
  loadCataloguePage({ mode: 'server', locale, slug: slugOf(params), query }),
);
