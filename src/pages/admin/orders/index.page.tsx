import { OrdersScreen } from '@/storefront/modules/admin/orders/orders-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(OrdersScreen, { title: 'Orders', permission: 'operations' });
