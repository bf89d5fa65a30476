import { AdminHome } from '@/storefront/modules/admin/shell/admin-home';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(AdminHome, { title: 'Back office', permission: null });
