import { useTranslation } from '@/storefront/lib/i18n';
import { Fragment, type ReactNode } from 'react';
import { CONTENT_PAGE_PATHS, type ContentPageSlug } from '@/shared/content-pages';
import type { ContentPage, ProductCartSettings } from '@/shared/contracts/content';
import { hasPageData } from '@/storefront/lib/page-data';
import { Breadcrumbs } from '@/storefront/modules/common/breadcrumbs';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import styles from './content-page-template.module.css';
import { useContentFigures } from './use-content-figures';

export type ContentPageProps = StorePageProps<{ contentPage: ContentPage; productCartSettings: ProductCartSettings }>;

/** The store's phone, e-mail and showrooms from the site settings, on the Contact page. */
function ContactCard({ phone, email }: { phone: string; email: string }) {
  const { t } = useTranslation('pages');
  return (
    <ul className={styles.contact} aria-label={t('contact.title')}>
      <li>
        <Icon name="phone" size={22} />
        <span>
          <span className={styles.contactLabel}>{t('contact.phone')}</span>
          {contactLink('supportPhone', phone)}
        </span>
      </li>
      <li>
        <Icon name="chat" size={22} />
        <span>
          <span className={styles.contactLabel}>{t('contact.email')}</span>
          {contactLink('supportEmail', email)}
        </span>
      </li>
      <li>
        <Icon name="location" size={22} />
        <span>
          <span className={styles.contactLabel}>{t('contact.showrooms')}</span>
          <Link href="/stores">{t('contact.findShowroom')}</Link>
        </span>
      </li>
    </ul>
  );
}

/** A phone number or e-mail address inside the editors' words: a link, left to right, never translated. */
function contactLink(name: string, value: string): ReactNode {
  if (name === 'supportPhone') {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, '')}`} dir="ltr" translate="no">
        {value}
      </a>
    );
  }
  if (name === 'supportEmail') {
    return (
      <a href={`mailto:${value}`} dir="ltr" translate="no">
        {value}
      </a>
    );
  }
  return null;
}

/** A paragraph with its placeholders filled; contact placeholders become links. */
function Paragraph({ text, fill }: { text: string; fill: (text: string) => string }) {
  const parts = text.split(/(\{(?:supportPhone|supportEmail)\})/);
  return (
    <p>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name ? contactLink(name, fill(part)) : fill(part)}</Fragment>;
      })}
    </p>
  );
}

/**
 * About, Contact, Privacy, Terms, Shipping and Returns: the editors' words from the `pages`
 * content key with the figures filled from the settings (docs/content-pages.md).
 */
export function ContentPageTemplate(props: ContentPageProps | EmptyPageProps) {
  if (!hasPageData<ContentPageProps>(props, 'contentPage')) return <PageUnavailable />;
  return <ContentPageBody {...props} />;
}

function ContentPageBody(props: ContentPageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const fill = useContentFigures(props, props.productCartSettings);
  const page = props.contentPage;
  const slug = page.slug as ContentPageSlug;
  const title = fill(page.title);
  const summary = fill(page.summary);
  return (
    <StorePage page={props} title={title} description={summary}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs
          items={[
            { label: t('common:header.home'), href: '/' },
            { label: title, href: CONTENT_PAGE_PATHS[slug] ?? '/' },
          ]}
        />
        <article className={styles.article}>
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.lead}>{summary}</p>
          </header>
          {slug === 'contact' ? <ContactCard phone={props.siteSettings.supportPhone} email={props.siteSettings.supportEmail} /> : null}
          {page.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{fill(section.heading)}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <Paragraph key={index} text={paragraph} fill={fill} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </StorePage>
  );
}
