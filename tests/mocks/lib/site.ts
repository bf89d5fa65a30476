import { z } from 'zod';
import { SiteHeaders } from '@/shared/contracts/headers';
import { MockHttpError } from './respond';
import { catalogueFor, type CatalogueFixture, websiteStores } from './fixtures';

/** The subsite and language a commerce request is for, found in the recorded website stores. */
export interface MockSite {
  websiteId: number;
  subsiteId: number;
  languageId: number;
  /** `in-en`: the key of the recorded catalogue. */
  locale: string;
  /** `en`: the language messages are worded in. */
  languageCode: string;
  catalogue: CatalogueFixture;
}

// Node lower-cases header names; the services answer with the spelling docs/requirements/service-contract.md#headers uses.
const HEADER_SPELLING: Record<string, string> = { websiteid: 'websiteID', subsiteid: 'subsiteID', languageid: 'languageID' };

/** Countries need only `languageID` (docs/requirements/constants.md#fixed-request-values: fetched with `languageID: 1`). */
const LanguageHeaders = SiteHeaders.partial({ websiteid: true, subsiteid: true });

/** The services' 400 for headers (src/server/plugins/errors.ts): one sentence per bad header. */
function parseHeaders<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const headers = Object.fromEntries(
    Object.keys(HEADER_SPELLING).flatMap((name) => {
      const value = request.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = schema.safeParse(headers);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .slice(0, 5)
    .map((issue) => {
      const name = String(issue.path[0] ?? 'websiteid');
      return `Header ${HEADER_SPELLING[name] ?? name} is required and must be valid: ${issue.message}`;
    })
    .join('; ');
  throw new MockHttpError(400, message);
}

/**
 * Reads the site headers like the services' routes: 400 naming each missing or malformed
 * header, 404 when the website has no such subsite and language (src/server/lib/site.ts).
 */
export function resolveMockSite(request: Request): MockSite {
  const { websiteid, subsiteid, languageid } = parseHeaders(SiteHeaders, request);
  const subsite = websiteStores()
    .find((website) => website.website_id === websiteid)
    ?.subsite.find((candidate) => candidate.store_id === subsiteid);
  const language = subsite?.languages.find((candidate) => candidate.languageID === languageid);
  if (!subsite || !language) throw new MockHttpError(404, 'Site not found: no such website, subsite and language');

  const locale = `${subsite.store_code.toLowerCase()}-${language.languageCode.toLowerCase()}`;
  const catalogue = catalogueFor(locale);
  // The services would answer; the mocks only know what was recorded (see README).
  if (!catalogue) throw new MockHttpError(404, `Site not found: the mocks have no recorded catalogue for ${locale}`);
  return { websiteId: websiteid, subsiteId: subsiteid, languageId: languageid, locale, languageCode: language.languageCode.toLowerCase(), catalogue };
}

/** For the language-only routes (countries): a recorded catalogue in the `languageID` header's language. */
export function resolveMockLanguage(request: Request): CatalogueFixture {
  const { languageid } = parseHeaders(LanguageHeaders, request);
  const locales = websiteStores().flatMap((website) =>
    website.subsite.flatMap((subsite) =>
      subsite.languages
        .filter((language) => language.languageID === languageid)
        .map((language) => `${subsite.store_code.toLowerCase()}-${language.languageCode.toLowerCase()}`),
    ),
  );
  if (locales.length === 0) throw new MockHttpError(404, `Language ${languageid} not found`);
  const catalogue = locales.map(catalogueFor).find((found) => found !== undefined);
  if (!catalogue) throw new MockHttpError(404, `Language ${languageid}: the mocks have no recorded catalogue in it`);
  return catalogue;
}
