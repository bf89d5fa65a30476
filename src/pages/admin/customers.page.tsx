import { CustomersScreen } from '@/storefront/modules/admin/customers/customers-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(CustomersScreen, { title: 'Customers', permission: 'operations' });
