import { OrderDetailScreen } from '@/storefront/modules/admin/orders/order-detail-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(OrderDetailScreen, { title: 'Order', permission: 'operations' });
