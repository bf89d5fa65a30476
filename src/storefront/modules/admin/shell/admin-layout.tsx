import { useRouter } from 'next/router';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import type { Permission } from '@/shared/roles';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Link } from '@/storefront/modules/common/link';
import { AdminProviders } from './admin-providers';
import styles from './admin-layout.module.css';
import { ROLE_LABELS, sectionsFor } from './sections';
import { useStaffSession } from './use-staff-session';

export interface AdminPageOptions {
  title: string;
  /** The permission the page needs (null: any back-office role); the nav shows only the sections the role holds. */
  permission: Permission | null;
}

/** The frame of every signed-in admin page: the nav of sections, who is signed in and as what, sign-out. */
export function AdminLayout({ title, permission, children }: AdminPageOptions & { children: ReactNode }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const { user, signedIn, can, signOut } = useStaffSession();

  useEffect(() => {
    if (hydrated && !signedIn) void router.replace({ pathname: '/admin/sign-in', query: { next: router.asPath } });
  }, [hydrated, signedIn, router]);

  if (!hydrated || !signedIn || !user) return <p className={styles.loading}>Loading the back office…</p>;
  const sections = sectionsFor(user.role);
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link href="/admin" className={styles.brand}>
          Back office
        </Link>
        <nav aria-label="Back office sections" className={styles.nav}>
          {sections.map((section) => (
            <Link key={section.href} href={section.href} className={styles.section} aria-current={router.pathname.startsWith(section.href) ? 'page' : undefined}>
              {section.label}
            </Link>
          ))}
        </nav>
        <div className={styles.who}>
          <span data-testid="admin-user">
            {user.firstName || user.email} · <strong>{ROLE_LABELS[user.role]}</strong>
          </span>
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {permission === null || can(permission) ? children : <p role="alert">Your role ({ROLE_LABELS[user.role]}) has no access to this section.</p>}
      </main>
    </div>
  );
}

/** An admin page: the component inside the admin store and layout. `export default withAdminLayout(X, { title, permission })`. */
export function withAdminLayout<P extends object>(Page: ComponentType<P>, options: AdminPageOptions) {
  function AdminPage(props: P) {
    return (
      <AdminProviders title={options.title}>
        <AdminLayout {...options}>
          <Page {...props} />
        </AdminLayout>
      </AdminProviders>
    );
  }
  AdminPage.displayName = `withAdminLayout(${Page.displayName ?? Page.name ?? 'Page'})`;
  return AdminPage;
}
