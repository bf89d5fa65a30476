import { PeopleScreen } from '@/storefront/modules/admin/people/people-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(PeopleScreen, { title: 'People', permission: 'people' });
