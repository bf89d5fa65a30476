import type { GetServerSideProps } from 'next';
import { loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';

export { SearchTemplate as default } from '@/storefront/modules/catalogue/search-template';

export const getServerSideProps: GetServerSideProps = ({ locale, query }) => loadSearchPage({ mode: 'server', locale, query });
