import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadCataloguePage, slugOf } from '@/storefront/modules/catalogue/catalogue-page-data';
import { CatalogueTemplate } from '@/storefront/modules/catalogue/catalogue-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CatalogueTemplate);

// Categories and products are generated on first request, then regenerated every 60 s (ISR).
export const getStaticPaths: GetStaticPaths = () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = withDraftMode(({ locale, params }) => loadCataloguePage({ mode: 'static', locale, slug: slugOf(params) }));
