import { useRouter } from 'next/router';
import { useState } from 'react';
import type { PreviewProps } from '@/storefront/lib/draft-mode';
import { getAppConfig } from '@/storefront/lib/config';
import { loadStaffSession } from '@/storefront/modules/admin/shell/staff-session';
import styles from './preview-bar.module.css';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The bar on top of every page in Draft Mode: it says this is a preview, which drafts the page shows
 * and who wrote them, and offers publish, discard (with the staff session of the back office, when
 * this browser has one) and exit. Loaded only into preview renders (next/dynamic in _app).
 */
export function PreviewBar({ preview }: { preview: PreviewProps }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { drafts } = preview;

  async function act(action: 'publish' | 'discard') {
    const session = loadStaffSession(storage());
    if (!session.accessToken) return setMessage('Sign in to the back office (/admin) in this browser to publish or discard.');
    setBusy(true);
    try {
      const base = getAppConfig().storeApiUrl;
      const answers = await Promise.all(
        drafts.map((draft) =>
          fetch(`${base}admin/content/items/${draft.key}/${action === 'publish' ? 'publish' : 'draft'}`, {
            method: action === 'publish' ? 'POST' : 'DELETE',
            headers: { authorization: `Bearer ${session.accessToken}`, ...(action === 'publish' ? { 'content-type': 'application/json' } : {}) },
            ...(action === 'publish' ? { body: JSON.stringify({ scope: 'locale' }) } : {}),
          }),
        ),
      );
      const failed = answers.find((answer) => !answer.ok);
      if (failed) {
        const body = (await failed.json().catch(() => null)) as { meta?: { message?: string } } | null;
        return setMessage(body?.meta?.message ?? `The ${action} failed (${failed.status}).`);
      }
      setMessage(action === 'publish' ? 'Published: shoppers see it within seconds.' : 'Draft discarded.');
      await router.replace(router.asPath, undefined, { scroll: false });
    } finally {
      setBusy(false);
    }
  }

  const exit = `/api/preview/exit?path=${encodeURIComponent(localeAware(router.asPath, router.locale, router.defaultLocale))}`;
  return (
    <aside className={styles.bar} aria-label="Preview" data-testid="preview-bar" dir="ltr">
      <strong className={styles.badge}>Preview</strong>
      <span className={styles.what}>
        {drafts.length === 0
          ? 'No draft on this page: it shows what is published.'
          : drafts.map((draft) => `Draft ${draft.key} by ${draft.authorEmail ?? 'unknown'} (${new Date(draft.updatedAt).toLocaleString('en-GB')})`).join(' · ')}
      </span>
      {message && <span role="status">{message}</span>}
      <span className={styles.actions}>
        {drafts.length > 0 && (
          <>
            <button type="button" disabled={busy} onClick={() => void act('publish')}>
              Publish
            </button>
            <button type="button" disabled={busy} onClick={() => void act('discard')}>
              Discard
            </button>
          </>
        )}
        <a href={exit}>Exit preview</a>
      </span>
    </aside>
  );
}

function localeAware(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  return locale && locale !== defaultLocale ? `/${locale}${path === '/' ? '' : path}` : path;
}

export default PreviewBar;
