import type { FastifyBaseLogger } from 'fastify';
import { PURITIES_BY_METAL } from '@/shared/constants';
import type { MetalRateChange, MetalRateChangeBody, MetalRateHistoryQuery, MetalRatePreview, MetalRateRecord } from '@/shared/contracts/admin-rates';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import type { Cache } from '../../../lib/cache';
import type { CatalogueChanges } from '../../../lib/catalogue-changes';
import type { Revalidator } from '../../../lib/revalidator';
import { type AuditActor, recordAudit } from '../audit';
import { listPagesUsingRate, priceRateImpact } from '../../commerce/catalogue';
import { listRateHistory, recordMetalRate } from '../../commerce/pricing/pricing-service';
import { listCurrentRates } from '../../commerce/pricing/pricing-repository';
import { listSubsiteFacts, type SubsiteFacts } from '../../../lib/site-directory';
import { invalidateContent } from '../../content';

type RateRow = Awaited<ReturnType<typeof listRateHistory>>[number];

function toRecord(row: RateRow, subsite: SubsiteFacts): MetalRateRecord {
  return {
    rateID: row.id,
    subsiteID: row.subsiteId,
    subsiteCode: subsite.code,
    currencyCode: subsite.currencyCode,
    metal: row.metal as MetalRateRecord['metal'],
    purity: row.purity as MetalRateRecord['purity'],
    ratePerGram: minorToDecimal(row.ratePerGramMinor, subsite.decimalPlaces),
    effectiveAt: row.effectiveAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export interface ListMetalRateHistoryOptions {
  db: Database;
  query: MetalRateHistoryQuery;
}

/** `GET /admin/metal-rates`: rates as entered, newest first, optionally for one subsite, metal or purity. */
export async function listMetalRateHistory({ db, query }: ListMetalRateHistoryOptions): Promise<MetalRateRecord[]> {
  const subsitesById = new Map((await listSubsiteFacts(db)).map((subsite) => [subsite.id, subsite]));
  if (query.subsiteID !== undefined && !subsitesById.has(query.subsiteID)) throw notFound(`Subsite ${query.subsiteID}`);
  const rows = await listRateHistory({ db, subsiteId: query.subsiteID, metal: query.metal, purity: query.purity, limit: query.limit });
  return rows.map((row) => toRecord(row, subsitesById.get(row.subsiteId)!));
}

/** The rate in minor units, or a 400 naming the field when it has more decimals than the currency. */
function toMinor(ratePerGram: number, subsite: SubsiteFacts): number {
  const minor = Number(`${ratePerGram}e${subsite.decimalPlaces}`);
  if (!Number.isSafeInteger(minor)) {
    throw badRequest(`body.ratePerGram: ${subsite.currencyCode} rates have at most ${subsite.decimalPlaces} decimal places, got ${ratePerGram}`);
  }
  return minor;
}

/** Storefront pages showing every rate of the subsite (src/pages/metal-rates.*). */
const RATE_PAGES = ['/metal-rates'];

/**
 * The subsite's storefront pages that show the rate or prices made from it, per locale: the home
 * page (its ticker and product widgets), the metal rates page, and the categories and products
 * priced in that metal and purity.
 */
async function pagesToRevalidate(db: Database, subsite: SubsiteFacts, metal: string, purity: string): Promise<string[]> {
  const { categoryPaths, productPaths } = await listPagesUsingRate({ db, subsiteId: subsite.id, metal, purity });
  return subsite.languageCodes.flatMap((language) => {
    const locale = `/${subsite.code}-${language}`;
    return [locale, ...[...RATE_PAGES, ...categoryPaths, ...productPaths].map((path) => locale + path)];
  });
}

export interface ChangeMetalRateOptions {
  db: Database;
  cache: Cache;
  revalidator: Revalidator;
  log: FastifyBaseLogger;
  body: MetalRateChangeBody;
  /** The staff member making the change: kept with the rate (their e-mail) and in the audit log. */
  actor: AuditActor;
  /** The change notices: the answer waits until this change has come back round (every process heard it). */
  changes: CatalogueChanges;
}

/** How long a rate change waits for its own notice before answering anyway (the listener may be reconnecting). */
const NOTICE_WAIT_MS = 2_000;

/** The subsite of a rate body, and the purity checked against the metal (400 naming the field). */
async function checkedSubsite(db: Database, body: MetalRateChangeBody): Promise<SubsiteFacts> {
  const [subsite] = await listSubsiteFacts(db, [body.subsiteID]);
  if (!subsite) throw notFound(`Subsite ${body.subsiteID}`);
  const purities: readonly string[] = PURITIES_BY_METAL[body.metal];
  if (!purities.includes(body.purity)) throw badRequest(`body.purity: ${body.metal} comes in ${purities.join(', ')}, not ${body.purity}`);
  return subsite;
}

/**
 * `POST /admin/metal-rates`: a new rate in effect at once. Products, listings and carts price
 * with it on their next read (carts tell the shopper which lines moved); the subsite's cached
 * `metalPrice` content (the header ticker) is dropped; and the storefront is asked to regenerate
 * the pages showing prices in that metal and purity, without waiting for it.
 */
export async function changeMetalRate({ db, cache, revalidator, log, body, actor, changes }: ChangeMetalRateOptions): Promise<MetalRateChange> {
  const subsite = await checkedSubsite(db, body);
  const ratePerGramMinor = toMinor(body.ratePerGram, subsite);

  // Armed before the write: on the embedded database the notice arrives as the insert commits.
  const heard = changes.next((notice) => notice.kind === 'rates' && notice.subsiteId === subsite.id, NOTICE_WAIT_MS);
  const changedBy = actor.email ?? `user ${actor.id}`;
  // The rate and its audit entry commit together or not at all.
  const { rate, previousRatePerGramMinor } = await db.transaction(async (tx) => {
    const recorded = await recordMetalRate({ db: tx, subsiteId: subsite.id, metal: body.metal, purity: body.purity, ratePerGramMinor, createdBy: changedBy });
    const toDecimal = (minor: number | null) => (minor === null ? null : minorToDecimal(minor, subsite.decimalPlaces));
    await recordAudit(tx, actor, {
      action: 'metal-rate.set',
      entityType: 'metal-rate',
      entityId: `${subsite.id}:${body.metal}:${body.purity}`,
      before: { ratePerGram: toDecimal(recorded.previousRatePerGramMinor) },
      after: { ratePerGram: toDecimal(recorded.rate.ratePerGramMinor), rateID: recorded.rate.id },
    });
    return recorded;
  });
  if (!(await heard)) log.warn({ subsiteId: subsite.id }, 'the rate change notice did not come back in time; other processes follow when they hear it');
  await invalidateContent({ cache, kind: 'metalPrice', site: { websiteCode: subsite.websiteCode, storeCode: subsite.code } }).catch((error: unknown) =>
    log.warn({ err: error }, 'could not drop the cached metal prices; they expire on their own'),
  );
  const paths = await pagesToRevalidate(db, subsite, body.metal, body.purity);
  void revalidator.revalidate(paths);
  log.info({ subsiteId: subsite.id, metal: body.metal, purity: body.purity, ratePerGramMinor, previousRatePerGramMinor, changedBy }, 'metal rate changed');
  return {
    rate: toRecord(rate, subsite),
    previousRatePerGram: previousRatePerGramMinor === null ? null : minorToDecimal(previousRatePerGramMinor, subsite.decimalPlaces),
    revalidatedPaths: paths,
  };
}

/** `POST /admin/metal-rates/preview`: the products the rate would reprice and by how much; nothing is saved. */
export async function previewMetalRate({ db, body }: { db: Database; body: MetalRateChangeBody }): Promise<MetalRatePreview> {
  const subsite = await checkedSubsite(db, body);
  const ratePerGramMinor = toMinor(body.ratePerGram, subsite);
  const current = (await listCurrentRates({ db, subsiteId: subsite.id })).find((row) => row.metal === body.metal && row.purity === body.purity);
  const impact = await priceRateImpact({ db, site: { subsiteId: subsite.id, taxRateBp: subsite.taxRateBp }, metal: body.metal, purity: body.purity, ratePerGramMinor });
  const money = (minor: number) => minorToDecimal(minor, subsite.decimalPlaces);
  const changes = impact.map((product) => product.newMinor - product.currentMinor);
  return {
    subsiteID: subsite.id,
    currencyCode: subsite.currencyCode,
    metal: body.metal,
    purity: body.purity,
    currentRatePerGram: current ? money(current.ratePerGramMinor) : null,
    ratePerGram: body.ratePerGram,
    productsPriced: impact.length,
    productsChanged: changes.filter((change) => change !== 0).length,
    totalChange: money(changes.reduce((sum, change) => sum + change, 0)),
    largestChange: money(changes.reduce((largest, change) => (Math.abs(change) > Math.abs(largest) ? change : largest), 0)),
    products: impact.map((product) => ({
      productID: product.productId,
      sku: product.sku,
      name: product.name,
      slug: product.slug,
      currentPrice: money(product.currentMinor),
      newPrice: money(product.newMinor),
      change: money(product.newMinor - product.currentMinor),
    })),
  };
}
