import { TodayScreen } from '@/storefront/modules/admin/today/today-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(TodayScreen, { title: 'Today', permission: 'operations' });
