import { ReturnsScreen } from '@/storefront/modules/admin/returns/returns-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(ReturnsScreen, { title: 'Returns', permission: 'operations' });
