import type { GetServerSideProps } from 'next';
import { loadRatesPage } from '@/storefront/modules/rates/rates-page-data';
import { RatesTemplate } from '@/storefront/modules/rates/rates-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(RatesTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadRatesPage({ mode: 'server', locale }));
