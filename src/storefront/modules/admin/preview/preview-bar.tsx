import { useRouter } from 'next/router';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { PreviewProps } from '@/storefront/lib/draft-mode';
import { makeAdminStore } from '@/storefront/modules/admin/admin-store';
import { failureMessage, staleRefusal, useDiscardDraftMutation, usePublishMutation } from '@/storefront/modules/admin/content/content-api';
import { useAdminSelector } from '@/storefront/modules/admin/use-admin-store';
import styles from './preview-bar.module.css';

/**
 * The bar on top of every page in Draft Mode: it says this is a preview, which drafts the page shows
 * and who wrote them, and offers publish, discard and exit. Publish and discard go through the back
 * office's own store and base query (the staff session of this browser, refreshed on a 401 like the
 * /admin shell's), so a preview left open past the access token's life still publishes. A stale
 * draft is published only after the editor confirms. Loaded only into preview renders (next/dynamic in _app).
 */
export function PreviewBar({ preview }: { preview: PreviewProps }) {
  const [store] = useState(() => makeAdminStore());
  return (
    <Provider store={store}>
      <PreviewBarContent preview={preview} />
    </Provider>
  );
}

function PreviewBarContent({ preview }: { preview: PreviewProps }) {
  const router = useRouter();
  const signedIn = useAdminSelector((state) => Boolean(state.staffSession.accessToken));
  const [publish] = usePublishMutation();
  const [discard] = useDiscardDraftMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { drafts } = preview;

  async function act(action: 'publish' | 'discard', confirmStale = false) {
    if (!signedIn) return setMessage('Sign in to the back office (/admin) in this browser to publish or discard.');
    setBusy(true);
    setConfirming(false);
    try {
      // One call per draft shown; a stale one stops the publish until the editor confirms.
      for (const draft of drafts) {
        const done = action === 'publish' ? await publish({ key: draft.key, scope: 'locale', confirmStale }) : await discard(draft.key);
        if ('error' in done) {
          setConfirming(action === 'publish' && staleRefusal(done.error) !== null);
          return setMessage(failureMessage(done.error));
        }
      }
      setMessage(action === 'publish' ? 'Published: shoppers see it within seconds.' : 'Draft discarded.');
      await router.replace(router.asPath, undefined, { scroll: false });
    } finally {
      setBusy(false);
    }
  }

  const exit = `/api/preview/exit?path=${encodeURIComponent(localeAware(router.asPath, router.locale, router.defaultLocale))}`;
  return (
    <aside className={styles.bar} aria-label="Preview" aria-busy={busy} data-testid="preview-bar" dir="ltr">
      <strong className={styles.badge}>Preview</strong>
      <span className={styles.what}>
        {drafts.length === 0
          ? 'No draft on this page: it shows what is published.'
          : drafts.map((draft) => `Draft ${draft.key} by ${draft.authorEmail ?? 'unknown'} (${new Date(draft.updatedAt).toLocaleString('en-GB')})`).join(' · ')}
      </span>
      {message && <span role="status" className={styles.message}>{message}</span>}
      <span className={styles.actions}>
        {drafts.length > 0 && (
          <>
            {confirming ? (
              <button type="button" disabled={busy} onClick={() => void act('publish', true)}>
                Publish anyway
              </button>
            ) : (
              <button type="button" disabled={busy} onClick={() => void act('publish')}>
                Publish
              </button>
            )}
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
