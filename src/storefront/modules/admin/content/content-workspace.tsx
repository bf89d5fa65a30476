import { useRouter } from 'next/router';
import { contentKey } from '@/shared/content-keys';
import { EDITABLE_KIND_LABELS, EDITABLE_KINDS, type EditableKind } from '@/shared/content-rules';
import { useContentItemQuery, useOverviewQuery, useWebsitesQuery } from './content-api';
import styles from './content-workspace.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The editor builds its form from the content kinds' zod schemas: it loads with the item it edits,
// not with the screen (docs/page-speed.md).
const ItemEditor = browserOnly(() => import('./item-editor').then((module) => module.ItemEditor));

const LANGUAGE_FREE = new Set<EditableKind>(['productCartSettings']);
const PAGE_OF: Partial<Record<EditableKind, string>> = { stores: '/stores', pages: '/about-us' };

/** `/admin/content`: pick a website, store, language and item; see every locale's state; edit, preview, publish. */
export function ContentWorkspace() {
  const router = useRouter();
  const websites = useWebsitesQuery();
  const query = router.query as Record<string, string | undefined>;
  const website = websites.data?.find((entry) => entry.code === query.website) ?? websites.data?.[0];
  const store = website?.subsite.find((subsite) => subsite.store_code === query.store) ?? website?.subsite[0];
  const language = store?.languages.find((entry) => entry.languageCode === query.language)?.languageCode ?? store?.languages[0]?.languageCode;
  const kind = (EDITABLE_KINDS as readonly string[]).includes(query.kind ?? '') ? (query.kind as EditableKind) : 'homeBanners';
  const choose = (change: Record<string, string>) => void router.replace({ pathname: router.pathname, query: { ...query, ...change } }, undefined, { shallow: true });

  const key = website && store && language ? contentKey({ kind, websiteCode: website.code, storeCode: store.store_code, language: LANGUAGE_FREE.has(kind) ? undefined : language }) : null;
  const overview = useOverviewQuery(website ? { website: website.code, kind } : { website: '', kind }, { skip: !website });
  const item = useContentItemQuery(key ?? '', { skip: !key });

  if (websites.isLoading) return <p>Loading the websites…</p>;
  if (!website || !store || !language) return <p role="alert">No website to edit: the services did not answer the website list.</p>;
  const previewPath = `/${store.store_code}-${language}${PAGE_OF[kind] ?? ''}`;
  return (
    <div className={styles.stack}>
      <div className={styles.pickers}>
        <Picker label="Website" value={website.code} options={websites.data!.map((entry) => [entry.code, entry.code])} onChange={(code) => choose({ website: code })} />
        <Picker label="Store" value={store.store_code} options={website.subsite.map((subsite) => [subsite.store_code, subsite.store_code.toUpperCase()])} onChange={(code) => choose({ store: code })} />
        <Picker label="Language" value={language} options={store.languages.map((entry) => [entry.languageCode, entry.languageCode])} onChange={(code) => choose({ language: code })} />
        <Picker label="Item" value={kind} options={EDITABLE_KINDS.map((entry) => [entry, EDITABLE_KIND_LABELS[entry]])} onChange={(next) => choose({ kind: next })} />
      </div>
      {overview.data && (
        <ul className={styles.locales} aria-label="Locales">
          {overview.data.locales.map((locale) => (
            <li key={locale.key} data-locale={locale.locale}>
              <button type="button" onClick={() => choose({ store: locale.storeCode, ...(locale.language ? { language: locale.language } : {}) })} aria-current={locale.key === key || undefined}>
                {locale.locale}
              </button>{' '}
              {locale.missing ? <em className={styles.over}>missing (shows English)</em> : locale.olderThanEnglish ? <em className={styles.warn}>older than English</em> : <span className={styles.ok}>up to date</span>}
              {locale.hasDraft && <strong> · draft</strong>}
            </li>
          ))}
        </ul>
      )}
      {item.isFetching && !item.data && <p>Loading {key}…</p>}
      {item.error && <p role="alert">This item could not be loaded.</p>}
      {item.data && item.data.key === key && <ItemEditor key={key} item={item.data} previewPath={previewPath} />}
    </div>
  );
}

function Picker({ label, value, options, onChange }: { label: string; value: string; options: string[][]; onChange: (value: string) => void }) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
