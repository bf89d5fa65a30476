import { useTranslation } from '@/storefront/lib/i18n';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-heading.module.css';

export interface PageHeadingProps {
  title: string;
  /** One sentence under the title. */
  lead: string;
  /** The page's own path, the last crumb after Home. */
  href: string;
}

/** Home › page crumbs, the page's title and its lead: the top of the store's simple pages (rates, stores, content). */
export function PageHeading({ title, lead, href }: PageHeadingProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('header.home'), href: '/' },
          { label: title, href },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
    </>
  );
}
