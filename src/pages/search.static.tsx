import type { GetStaticProps } from 'next';
import { loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';
import { StaticSearchTemplate } from '@/storefront/modules/catalogue/search-static-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(StaticSearchTemplate);

// getStaticProps cannot read `?q=`: the results are read in the browser (see loadSearchPage).
export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadSearchPage({ mode: 'static', locale }));
