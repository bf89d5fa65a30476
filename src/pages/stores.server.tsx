import type { GetServerSideProps } from 'next';
import { loadStoresPage } from '@/storefront/modules/stores/stores-page-data';
import { StoresTemplate } from '@/storefront/modules/stores/stores-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(StoresTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadStoresPage({ mode: 'server', locale }));
