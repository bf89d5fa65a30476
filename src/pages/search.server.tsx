import type { GetServerSideProps } from 'next';
import { loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';
import { SearchTemplate } from '@/storefront/modules/catalogue/search-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(SearchTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale, query }) => loadSearchPage({ mode: 'server', locale, query }));
