import { parseContentKey } from '@/shared/content-keys';
import { checkContentRules, FIXED_PATHS, isEditableKind, type EditableKind } from '@/shared/content-rules';
import { CONTENT_SCHEMAS } from '@/shared/contracts/content';
import { contentEntries, urlRewrites, websiteStores } from './fixtures';
import { MockHttpError } from './respond';

/** The item a key names, as the services resolve it: 400 for a key that is not editable content, 404 for an unknown site. */
export function editableKey(key: string): { kind: EditableKind; storeCode: string; language: string } {
  const parsed = parseContentKey(key);
  if (!parsed) throw new MockHttpError(400, `key: "${key}" is not a content key; expected e.g. homeBanners_SLV_in_hi`);
  if (!isEditableKind(parsed.kind)) throw new MockHttpError(400, `key: ${parsed.kind} is not edited here (it comes from the catalogue, the rates or the sites)`);
  const website = websiteStores().find((entry) => entry.code.toUpperCase() === parsed.websiteCode);
  const store = website?.subsite.find((entry) => entry.store_code === parsed.storeCode);
  if (!store || (parsed.language && !store.languages.some((entry) => entry.languageCode === parsed.language))) throw new MockHttpError(404, `Website, store and language of ${key} not found`);
  return { kind: parsed.kind, storeCode: parsed.storeCode!, language: parsed.language ?? '' };
}

/** Every image the recorded content uses: the store's artwork, as the services list it. */
function recordedImages(): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (value && typeof value === 'object') return Object.entries(value).forEach(([name, child]) => visit(child, name));
    if (key === 'image' && typeof value === 'string' && value) found.add(value);
  };
  visit(contentEntries());
  return found;
}

/** The services' check of a draft: the schema, then the editors' rules; a 400 naming the field. */
export function checkDraft(kind: EditableKind, payload: unknown): unknown {
  const parsed = CONTENT_SCHEMAS[kind].safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`)).join('');
    throw new MockHttpError(400, `payload.${field}: ${issue.message}`);
  }
  const rewrites = urlRewrites();
  const problems = checkContentRules(kind, parsed.data, { images: recordedImages(), pageExists: (path) => FIXED_PATHS.includes(path) || path in rewrites });
  if (problems.length > 0) {
    throw new MockHttpError(400, `payload.${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`, {
      fields: problems.map((problem) => ({ field: `payload.${problem.field}`, message: problem.message })),
    });
  }
  return parsed.data;
}
