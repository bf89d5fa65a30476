import type { GetStaticProps } from 'next';
import { loadRatesPage } from '@/storefront/modules/rates/rates-page-data';

export { RatesTemplate as default } from '@/storefront/modules/rates/rates-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadRatesPage({ mode: 'static', locale });
