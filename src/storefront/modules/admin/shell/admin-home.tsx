import { Link } from '@/storefront/modules/common/link';
import styles from './admin-layout.module.css';
import { sectionsFor } from './sections';
import { useStaffSession } from './use-staff-session';

/** `/admin`: the sections this role may open. */
export function AdminHome() {
  const { user } = useStaffSession();
  if (!user) return null;
  return (
    <ul className={styles.list}>
      {sectionsFor(user.role).map((section) => (
        <li key={section.href}>
          <Link href={section.href}>{section.label}</Link>
        </li>
      ))}
    </ul>
  );
}
