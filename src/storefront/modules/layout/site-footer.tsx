import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import type { Block } from '@/shared/contracts/content';
import { Icon, type IconName } from '@/storefront/modules/common/icons/icon';
import styles from './site-footer.module.css';

const SOCIAL_HOSTS: [RegExp, IconName, string][] = [
  [/(^|\.)facebook\.com$/, 'facebook', 'Facebook'],
  [/(^|\.)instagram\.com$/, 'instagram', 'Instagram'],
  [/(^|\.)(x|twitter)\.com$/, 'x', 'X'],
  [/(^|\.)youtube\.com$/, 'youtube', 'YouTube'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp', 'WhatsApp'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'pinterest', 'Pinterest'],
];

function socialOf(href: string): [IconName, string] | null {
  try {
    const host = new URL(href).hostname;
    const match = SOCIAL_HOSTS.find(([pattern]) => pattern.test(host));
    return match ? [match[1], match[2]] : null;
  } catch {
    return null;
  }
}

const isExternal = (href: string) => /^https?:\/\//.test(href);
const PAYMENT_ICONS: IconName[] = ['visa', 'mastercard', 'amex', 'rupay'];

/** Footer columns, about text and copyright from the 'block' content key. */
export function SiteFooter({ block, storeName }: { block: Block; storeName: string }) {
  const { t } = useTranslation('common');
  const links = block.footerColumns.flatMap((column) => column.links);
  const social = links.map((link) => ({ link, network: socialOf(link.href) })).filter((entry) => entry.network !== null);
  const socialHrefs = new Set(social.map((entry) => entry.link.href));

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-label={storeName}>
          <p className={styles.brand}>{storeName}</p>
          <p className={styles.aboutText}>{block.about}</p>
          {social.length > 0 ? (
            <ul className={styles.social} aria-label={t('footer.follow')}>
              {social.map(({ link, network }) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <Icon name={network![0]} size={20} label={network![1]} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        {block.footerColumns.map((column) => {
          const columnLinks = column.links.filter((link) => !socialHrefs.has(link.href));
          if (columnLinks.length === 0) return null;
          return (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {columnLinks.map((link) => (
                  <li key={link.href + link.label}>
                    {isExternal(link.href) || link.href.startsWith('tel:') || link.href.startsWith('mailto:') ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <Link href={link.href}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{block.copyright}</p>
        <div className={styles.payments}>
          <span>{t('footer.payments')}</span>
          <ul className={styles.paymentList}>
            {PAYMENT_ICONS.map((name) => (
              <li key={name}>
                <Icon name={name} size={36} label={t(`footer.card.${name}`)} strokeWidth={1.2} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
