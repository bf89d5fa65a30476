import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Next.js Draft Mode for the pages (docs/content-editing.md#preview). A loader wrapped in
 * `withDraftMode` runs, when the browser carries the draft cookie (`context.draftMode`), inside a
 * draft session: `getContent` (server-api.ts) then reads each editable key through the services'
 * preview route (the draft where one exists) and notes which drafts the page shows; the page gets
 * `preview` props for the preview bar. Next renders such requests per request and never stores
 * them in the ISR cache; without the cookie nothing changes: shoppers get the published pages.
 */
export interface DraftNote {
  key: string;
  authorEmail: string | null;
  updatedAt: string;
}

export interface PreviewProps {
  drafts: DraftNote[];
}

interface DraftSession {
  drafts: Map<string, DraftNote>;
}

const sessions = new AsyncLocalStorage<DraftSession>();

/** The draft session of the page being rendered, or undefined for a shopper's (published) render. */
export const currentDraftSession = (): DraftSession | undefined => sessions.getStore();

export function noteDraft(note: DraftNote): void {
  sessions.getStore()?.drafts.set(note.key, note);
}

type Loader<C, R> = (context: C) => Promise<R>;

/** `export const getStaticProps = withDraftMode(({ locale }) => loadX(...))`: the loader, draft-aware. */
export function withDraftMode<C extends { draftMode?: boolean }, R>(load: Loader<C, R>): Loader<C, R> {
  return async (context) => {
    if (!context.draftMode) return load(context);
    const session: DraftSession = { drafts: new Map() };
    const result = await sessions.run(session, () => load(context));
    const props = (result as { props?: Record<string, unknown> }).props;
    if (props && 'site' in props) props.preview = { drafts: [...session.drafts.values()] } satisfies PreviewProps;
    return result;
  };
}
