import { http } from 'msw';
import { z } from 'zod';
import { parseContentKey } from '@/shared/content-keys';
import { CONTENT_SCHEMAS } from '../lib/content-schemas';
import { contentEntries, websiteStores } from '../lib/fixtures';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { parseInput } from '../lib/validate';
import { contentEditing } from '../state/content-editing-store';

const KEY_EXAMPLES = 'menu_SLV_in_en, metalPrice_SLV_in or websiteStores';

/** The services' params schema for the key, so a bad key gets the same 400 text. */
const ContentKeyParams = z.object({
  key: z
    .string()
    .max(80)
    .refine((key) => parseContentKey(key) !== null, { message: `not a content key; expected e.g. ${KEY_EXAMPLES}` }),
});

/** True when the website has the key's store (and language): the services then say which entry is missing. */
function siteExists(websiteCode: string, storeCode: string, language?: string): boolean {
  const website = websiteStores().find((candidate) => candidate.code.toUpperCase() === websiteCode.toUpperCase());
  const subsite = website?.subsite.find((candidate) => candidate.store_code.toLowerCase() === storeCode.toLowerCase());
  if (!subsite) return false;
  return language === undefined || subsite.languages.some((candidate) => candidate.languageCode.toLowerCase() === language);
}

/** `GET /api/redis/{key}`: recorded content of every kind for in-en, in-hi, ae-en and ae-ar. */
export const contentHandlers = [
  http.get(
    anyOrigin('/api/redis/:key'),
    withEnvelope('commerce', ({ params }) => {
      const { key } = parseInput(ContentKeyParams, params, 'params');
      const parsed = parseContentKey(key)!;
      const schema = CONTENT_SCHEMAS[parsed.kind];
      if (parsed.kind === 'websiteStores') return commerceOk(schema, websiteStores());

      const payload = contentEditing.publishedOf(key)?.payload ?? contentEntries()[key];
      if (payload !== undefined) return commerceOk(schema, payload as never);
      const known = siteExists(parsed.websiteCode!, parsed.storeCode!, parsed.language);
      throw new MockHttpError(404, known ? `Content ${key} not found` : `Content ${key} not found: no such website, store and language`);
    }),
  ),
];
