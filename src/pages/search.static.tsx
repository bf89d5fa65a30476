import type { GetStaticProps } from 'next';
import { loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';
import { SearchTemplate } from '@/storefront/modules/catalogue/search-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(SearchTemplate);

// getStaticProps cannot read `?q=`: the results are read in the browser (see loadSearchPage).
export const getStaticProps: GetStaticProps = ({ locale }) => loadSearchPage({ mode: 'static', locale });
