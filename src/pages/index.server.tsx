import type { GetServerSideProps } from 'next';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';

export { HomeTemplate as default } from '@/storefront/modules/home/home-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadHomePage({ mode: 'server', locale });
