import type { GetServerSideProps } from 'next';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';
import { HomeTemplate } from '@/storefront/modules/home/home-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(HomeTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadHomePage({ mode: 'server', locale }));
