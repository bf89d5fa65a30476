import type { GetStaticProps } from 'next';
import { loadStoresPage } from '@/storefront/modules/stores/stores-page-data';
import { StoresTemplate } from '@/storefront/modules/stores/stores-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(StoresTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadStoresPage({ mode: 'static', locale }));
