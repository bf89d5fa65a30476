import { PromotionsScreen } from '@/storefront/modules/admin/promotions/promotions-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(PromotionsScreen, { title: 'Promotions', permission: 'operations' });
