import { RatesScreen } from '@/storefront/modules/admin/rates/rates-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(RatesScreen, { title: 'Metal rates', permission: 'operations' });
