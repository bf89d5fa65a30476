import { ProductEditScreen } from '@/storefront/modules/admin/products/product-editor';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(ProductEditScreen, { title: 'Edit a product', permission: 'operations' });
