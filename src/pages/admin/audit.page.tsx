import { AuditScreen } from '@/storefront/modules/admin/audit/audit-screen';
import { withAdminLayout } from '@/storefront/modules/admin/shell/admin-layout';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default withAdminLayout(AuditScreen, { title: 'Audit log', permission: 'people' });
