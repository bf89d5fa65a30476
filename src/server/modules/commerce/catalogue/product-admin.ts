import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdminProductPage, StockBody } from '@/shared/contracts/admin-products';
import type { Database, Executor } from '../../../db/client';
import { productOptions, products, productStock, productTranslations } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { containsPattern } from '../../../lib/like';
import { listSubsiteFacts } from '../../../lib/site-directory';
import type { AuthUser } from '../../../plugins/auth';
import { actorOf, recordAudit } from '../../admin/audit';
import { addShelfPieces, findTakenHuids, lockStockRow, removeShelfPieces, setStockQuantity } from './stock-repository';

/** `GET /admin/products`: products by SKU or English name, with each option's stock per subsite. */
export async function listAdminProducts(db: Executor, query: { searchKey?: string; limitFrom: number; limitTo: number }): Promise<AdminProductPage> {
  const pattern = query.searchKey ? containsPattern(query.searchKey) : null;
  const where = pattern ? or(ilike(products.sku, pattern), ilike(productTranslations.name, pattern)) : undefined;
  const english = and(eq(productTranslations.productId, products.id), eq(productTranslations.languageCode, 'en'));
  const [rows, [total]] = await Promise.all([
    db.select({ product: products, name: productTranslations.name }).from(products).leftJoin(productTranslations, english).where(where).orderBy(asc(products.id)).limit(query.limitTo - query.limitFrom).offset(query.limitFrom),
    db.select({ count: count() }).from(products).leftJoin(productTranslations, english).where(where),
  ]);
  const ids = rows.map((row) => row.product.id);
  const options = ids.length ? await db.select().from(productOptions).where(inArray(productOptions.productId, ids)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id)) : [];
  const stock = options.length ? await db.select().from(productStock).where(inArray(productStock.optionId, options.map((option) => option.id))) : [];
  const codes = new Map((await listSubsiteFacts(db)).map((subsite) => [subsite.id, subsite.code]));
  return {
    items: rows.map(({ product, name }) => ({
      productID: product.id,
      sku: product.sku,
      slug: product.slug,
      name: name ?? product.sku,
      metal: product.metal,
      purity: product.purity,
      options: options
        .filter((option) => option.productId === product.id)
        .map((option) => ({
          productOptionID: option.id,
          code: option.code,
          label: option.labels.en ?? option.code,
          stock: stock
            .filter((row) => row.optionId === option.id)
            .sort((a, b) => a.subsiteId - b.subsiteId)
            .map((row) => ({ subsiteID: row.subsiteId, subsiteCode: codes.get(row.subsiteId) ?? String(row.subsiteId), quantity: row.quantity })),
        })),
    })),
    total: Number(total?.count ?? 0),
    limitFrom: query.limitFrom,
    limitTo: query.limitTo,
  };
}

/** India's gold and silver pieces carry a BIS HUID each (docs/hallmarking.md). */
const carriesHuid = (subsiteCode: string, metal: string) => subsiteCode === 'in' && (metal === 'gold' || metal === 'silver');

/**
 * `PUT /admin/product-options/{optionID}/stock`: sets the units on the shelf, adding or removing
 * pieces to match, in one transaction with its audit entry. Answers the product's slug so the
 * caller can regenerate its pages.
 */
export async function setOptionStock({ db, staff, optionId, body }: { db: Database; staff: AuthUser; optionId: number; body: StockBody }) {
  const [subsite] = await listSubsiteFacts(db, [body.subsiteID]);
  if (!subsite) throw badRequest(`subsiteID: there is no subsite ${body.subsiteID}`);
  return db.transaction(async (tx) => {
    const [option] = await tx.select({ option: productOptions, product: products }).from(productOptions).innerJoin(products, eq(products.id, productOptions.productId)).where(eq(productOptions.id, optionId));
    if (!option) throw notFound(`Product option ${optionId}`);
    const key = { optionId, subsiteId: subsite.id };
    const before = await lockStockRow(tx, key);
    if (before === null) throw badRequest(`subsiteID: ${option.product.sku} ${option.option.code} is not sold in ${subsite.code.toUpperCase()}`);
    const added = body.quantity - before;
    const hallmarked = carriesHuid(subsite.code, option.product.metal);
    if (added > 0 && hallmarked && body.huids.length !== added) throw badRequest(`huids: give the HUID of each of the ${added} new pieces (${body.huids.length} given)`);
    if ((added <= 0 || !hallmarked) && body.huids.length > 0) throw badRequest('huids: only new hallmarked pieces in India take HUIDs');
    const taken = await findTakenHuids(tx, body.huids);
    if (taken.length) throw new AppError('CONFLICT', `huids: ${taken.join(', ')} already recorded on another piece`);
    if (added < 0) await removeShelfPieces(tx, { ...key, count: -added });
    if (added > 0) await addShelfPieces(tx, { ...key, huids: hallmarked ? body.huids : Array.from({ length: added }, () => null) });
    await setStockQuantity(tx, { ...key, quantity: body.quantity });
    await recordAudit(tx, actorOf(staff), { action: 'product.stock', entityType: 'product', entityId: option.product.id, before: { optionID: optionId, subsiteID: subsite.id, quantity: before }, after: { optionID: optionId, subsiteID: subsite.id, quantity: body.quantity, huids: body.huids } });
    return { productId: option.product.id, slug: option.product.slug, subsite, quantity: body.quantity };
  });
}
