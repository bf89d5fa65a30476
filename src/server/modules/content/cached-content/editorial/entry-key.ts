import { type ParsedContentKey, parseContentKey } from '@/shared/content-keys';
import { type EditableKind, isEditableKind } from '@/shared/content-rules';
import type { Executor } from '../../../../db/client';
import { badRequest, notFound } from '../../../../lib/app-error';
import { findSite } from '../../../../lib/site-directory';
import type { EntryKey } from './editorial-repository';

/** One editable content item: its key on the wire (`homeBanners_SLV_in_hi`) and its row key. */
export interface EditableEntry {
  key: string;
  kind: EditableKind;
  parsed: ParsedContentKey;
  entry: EntryKey;
  websiteCode: string;
  storeCode: string;
  /** '' for language-free kinds. */
  language: string;
}

/** The item a content key names; 400 for a key that is not an editable item, 404 for an unknown site. */
export async function resolveEntry(db: Executor, key: string): Promise<EditableEntry> {
  const parsed = parseContentKey(key);
  if (!parsed) throw badRequest(`key: "${key}" is not a content key; expected e.g. homeBanners_SLV_in_hi`);
  if (!isEditableKind(parsed.kind)) throw badRequest(`key: ${parsed.kind} is not edited here (it comes from the catalogue, the rates or the sites)`);
  const site = await findSite({ db: db as never, websiteCode: parsed.websiteCode!, storeCode: parsed.storeCode!, language: parsed.language });
  if (!site) throw notFound(`Website, store and language of ${key}`);
  return {
    key,
    kind: parsed.kind,
    parsed,
    entry: { kind: parsed.kind, subsiteId: site.subsite.id, languageCode: site.languageCode },
    websiteCode: parsed.websiteCode!.toUpperCase(),
    storeCode: parsed.storeCode!.toLowerCase(),
    language: site.languageCode,
  };
}
