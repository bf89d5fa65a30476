import type { GetStaticProps } from 'next';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';

export { HomeTemplate as default } from '@/storefront/modules/home/home-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadHomePage({ mode: 'static', locale });
