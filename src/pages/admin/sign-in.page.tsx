import { AdminSignIn } from '@/storefront/modules/admin/shell/admin-sign-in';

export { adminPageProps as getServerSideProps } from '@/storefront/modules/admin/shell/admin-page-props';
export default AdminSignIn;
