import type { GetStaticProps } from 'next';
import { loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';

export { SearchTemplate as default } from '@/storefront/modules/catalogue/search-template';

// getStaticProps cannot read `?q=`: the results are read in the browser (see loadSearchPage).
export const getStaticProps: GetStaticProps = ({ locale }) => loadSearchPage({ mode: 'static', locale });
