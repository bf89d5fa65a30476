import { ReviewsScreen } from '@/storefront/modules/admin/reviews/reviews-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(ReviewsScreen, { title: 'Reviews', permission: 'operations' });
