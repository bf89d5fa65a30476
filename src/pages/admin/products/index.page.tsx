import { ProductsScreen } from '@/storefront/modules/admin/products/products-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(ProductsScreen, { title: 'Products and stock', permission: 'operations' });
