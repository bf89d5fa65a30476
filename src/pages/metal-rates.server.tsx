import type { GetServerSideProps } from 'next';
import { loadRatesPage } from '@/storefront/modules/rates/rates-page-data';

export { RatesTemplate as default } from '@/storefront/modules/rates/rates-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadRatesPage({ mode: 'server', locale });
