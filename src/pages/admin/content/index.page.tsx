import { ContentWorkspace } from '@/storefront/modules/admin/content/content-workspace';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(ContentWorkspace, { title: 'Content', permission: 'content' });
