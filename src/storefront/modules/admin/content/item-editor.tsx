import { useEffect, useState } from 'react';
import type { Banner } from '@/shared/contracts/content';
import { CONTENT_SCHEMAS } from '@/shared/contracts/content';
import type { ContentItem } from '@/shared/contracts/content-editing';
import { BannerEditor } from './banner-editor';
import { failureMessage, staleRefusal, useDiscardDraftMutation, usePreviewLinkMutation, usePublishMutation, useSaveDraftMutation, useScheduleMutation } from './content-api';
import { ItemHistory } from './item-history';
import { SchemaForm } from './schema-form';
import styles from './content-workspace.module.css';

const BANNER_KINDS = new Set(['homeBanners', 'menuBanners', 'adBanners']);

/** The draft, else what is published; banners start from an empty list in a store that has none. */
function startingPayload(item: ContentItem): unknown {
  const source = item.draft?.payload ?? item.published;
  return source ?? (BANNER_KINDS.has(item.kind) ? { banners: [] } : null);
}

export interface ItemEditorProps {
  item: ContentItem;
  /** The storefront page showing this item in its locale, for preview (`/in-hi`). */
  previewPath: string;
}

/** One item of one locale: the form (the draft if there is one, else what is published), and every action on it. */
export function ItemEditor({ item, previewPath }: ItemEditorProps) {
  const source = startingPayload(item);
  const [value, setValue] = useState<unknown>(source);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [when, setWhen] = useState(item.draft?.publishAtStoreTime ?? '');
  const [save, saving] = useSaveDraftMutation();
  const [discard] = useDiscardDraftMutation();
  const [publish, publishing] = usePublishMutation();
  const [schedule] = useScheduleMutation();
  const [previewLink] = usePreviewLinkMutation();
  /** The scope of a publish refused because a draft is stale, waiting for the editor's confirmation. */
  const [confirmScope, setConfirmScope] = useState<'locale' | 'all' | null>(null);
  useEffect(() => setValue(startingPayload(item)), [item]);

  const report = (result: { error?: unknown }, ok: string) => setNotice(result.error ? { text: failureMessage(result.error), error: true } : { text: ok });
  const onSave = async () => report(await save({ key: item.key, payload: value }), 'Draft saved. Shoppers still see the published version.');
  const onPublish = async (scope: 'locale' | 'all', confirmStale = false) => {
    const result = await publish({ key: item.key, scope, confirmStale });
    setConfirmScope(result.error && staleRefusal(result.error) ? scope : null);
    report(result, result.data ? `Published ${result.data.published.map((entry) => entry.key).join(', ')}; ${result.data.revalidatedPaths.length} pages regenerating.` : '');
  };
  const onPreview = async (share: boolean) => {
    const result = await previewLink({ path: previewPath, share });
    if (result.error || !result.data) return report(result, '');
    if (share) setShareUrl(result.data.url);
    else window.open(result.data.url, '_blank', 'noopener');
  };

  return (
    <section className={styles.stack} aria-label={`Edit ${item.key}`}>
      <p className={styles.status} data-testid="item-status">
        {item.draft ? `Draft by ${item.draft.authorEmail ?? 'unknown'}, saved ${new Date(item.draft.updatedAt).toLocaleString('en-GB')}` : 'No draft: the form shows what is published.'}
        {item.draft?.publishAtStoreTime && ` · publishes itself at ${item.draft.publishAtStoreTime} (${item.draft.timeZone})`}
      </p>
      {item.draft?.stale && (
        <p role="alert" className={styles.over} data-testid="stale-warning">
          Stale draft: version {item.draft.stale.latestVersion} ({item.draft.stale.source} by {item.draft.stale.publishedBy ?? 'the system'}, {new Date(item.draft.stale.publishedAt).toLocaleString('en-GB')}) was published after this draft began from version {item.draft.stale.baseVersion}. Publishing the draft replaces it: compare with the published version first; publishing asks you to confirm.
        </p>
      )}
      {value === null ? (
        <p role="status">Nothing is published for this store yet and its pages fall back to another language: start from that locale.</p>
      ) : BANNER_KINDS.has(item.kind) ? (
        <BannerEditor itemKey={item.key} banners={(value as { banners: Banner[] }).banners} images={item.images} onChange={(banners) => setValue({ ...(value as object), banners })} />
      ) : (
        <SchemaForm value={value} schema={CONTENT_SCHEMAS[item.kind]} onChange={setValue} />
      )}
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} className={notice.error ? styles.over : styles.ok}>
          {notice.text}
        </p>
      )}
      {confirmScope && (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={publishing.isLoading} onClick={() => void onPublish(confirmScope, true)}>
            {confirmScope === 'all' ? 'Publish all locales anyway' : 'Publish this locale anyway'}
          </button>
          <button type="button" onClick={() => setConfirmScope(null)}>
            Cancel
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" disabled={saving.isLoading} onClick={() => void onSave()}>
          Save draft
        </button>
        <button type="button" disabled={!item.draft} onClick={() => void onPreview(false)}>
          Preview
        </button>
        <button type="button" disabled={!item.draft} onClick={() => void onPreview(true)}>
          Share preview link (1 day)
        </button>
        <button type="button" disabled={!item.draft || publishing.isLoading} onClick={() => void onPublish('locale')}>
          Publish this locale
        </button>
        <button type="button" disabled={publishing.isLoading} onClick={() => void onPublish('all')}>
          Publish all locales
        </button>
        <button type="button" disabled={!item.draft} onClick={async () => report(await discard(item.key), 'Draft discarded.')}>
          Discard draft
        </button>
      </div>
      {shareUrl && (
        <p className={styles.status}>
          Preview link for a colleague (valid for a day): <input readOnly value={shareUrl} aria-label="Shareable preview link" onFocus={(event) => event.target.select()} />
        </p>
      )}
      {item.draft && (
        <div className={styles.row}>
          <label>
            Publish at (store time, {item.draft.timeZone}){' '}
            <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
          </label>
          <button type="button" onClick={async () => report(await schedule({ key: item.key, publishAt: when || null }), when ? `Scheduled for ${when} (${item.draft?.timeZone}).` : 'Schedule cleared.')}>
            {when ? 'Schedule' : 'Clear schedule'}
          </button>
        </div>
      )}
      <ItemHistory item={item} onResult={report} />
    </section>
  );
}
