import type { AdminPromotion, AdminPromotionBody } from '@/shared/contracts/admin-promotions';
import { minorToDecimal } from '@/shared/money';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { exactMinor } from '../../../lib/exact-minor';
import { listSubsiteFacts, type SubsiteFacts } from '../../../lib/site-directory';
import type { AuthUser } from '../../../plugins/auth';
import { actorOf, recordAudit } from '../../admin/audit';
import { countRedemptions, insertPromotionRow, listPromotionRows, lockPromotionRow, updatePromotionRow, type NewPromotionRow } from './promotion-admin-repository';
import { findPromotionByCode, type PromotionRow } from './promotion-repository';

function toAdmin(row: PromotionRow, subsite: SubsiteFacts, redemptions: number, now: Date): AdminPromotion {
  const money = (minor: number) => minorToDecimal(minor, subsite.decimalPlaces);
  return {
    promoID: row.id,
    couponCode: row.code,
    subsiteID: row.subsiteId,
    currencyCode: subsite.currencyCode,
    name: row.names.en ?? row.code,
    kind: row.kind === 'percent' ? 'percent' : 'fixed',
    value: row.kind === 'percent' ? row.value / 100 : money(row.value),
    minSubtotal: money(row.minSubtotalMinor),
    maxDiscount: row.maxDiscountMinor === null ? null : money(row.maxDiscountMinor),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    oncePerCustomer: row.oncePerCustomer,
    stackable: row.stackable,
    showOnProduct: row.showOnProduct,
    active: row.startsAt <= now && row.endsAt > now,
    redemptions,
  };
}

async function subsiteOf(db: Executor, subsiteId: number, field = 'subsiteID'): Promise<SubsiteFacts> {
  const [subsite] = await listSubsiteFacts(db, [subsiteId]);
  if (!subsite) throw badRequest(`${field}: there is no subsite ${subsiteId}`);
  return subsite;
}

async function present(db: Executor, rows: PromotionRow[], now = new Date()): Promise<AdminPromotion[]> {
  const subsites = new Map((await listSubsiteFacts(db)).map((subsite) => [subsite.id, subsite]));
  const redemptions = await countRedemptions(db, rows.map((row) => row.id));
  return rows.map((row) => toAdmin(row, subsites.get(row.subsiteId)!, redemptions.get(row.id) ?? 0, now));
}

export async function listAdminPromotions(db: Database, query: { subsiteID?: number; searchKey?: string }): Promise<AdminPromotion[]> {
  return present(db, await listPromotionRows(db, { subsiteId: query.subsiteID, search: query.searchKey }));
}

/** The body as a row: amounts to minor units of the subsite (400 naming the field for too many decimals), percent to basis points. */
function toRow(body: AdminPromotionBody, subsite: SubsiteFacts): NewPromotionRow {
  const minor = (amount: number, field: string) => exactMinor(amount, subsite.decimalPlaces, field);
  return {
    code: body.couponCode,
    subsiteId: subsite.id,
    // The back office writes English; the storefront falls back to it in every language.
    names: { en: body.name },
    kind: body.kind,
    value: body.kind === 'percent' ? Math.round(body.value * 100) : minor(body.value, 'value'),
    minSubtotalMinor: minor(body.minSubtotal, 'minSubtotal'),
    maxDiscountMinor: body.maxDiscount === null ? null : minor(body.maxDiscount, 'maxDiscount'),
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    oncePerCustomer: body.oncePerCustomer,
    stackable: body.stackable,
    showOnProduct: body.showOnProduct,
  };
}

async function refuseTakenCode(db: Executor, row: NewPromotionRow, exceptId?: number) {
  const taken = await findPromotionByCode({ db, subsiteId: row.subsiteId, code: row.code });
  if (taken && taken.id !== exceptId) throw new AppError('CONFLICT', `couponCode: ${row.code} is already a coupon of this subsite`);
}

/** `POST /admin/promotions` and `PUT /admin/promotions/{id}`: one transaction with its audit entry. */
export async function savePromotion({ db, staff, promoId, body }: { db: Database; staff: AuthUser; promoId?: number; body: AdminPromotionBody }): Promise<AdminPromotion> {
  const row = await db.transaction(async (tx) => {
    const values = toRow(body, await subsiteOf(tx, body.subsiteID));
    const before = promoId === undefined ? null : await lockPromotionRow(tx, promoId);
    if (promoId !== undefined && !before) throw notFound(`Promotion ${promoId}`);
    await refuseTakenCode(tx, values, promoId);
    const saved = before ? await updatePromotionRow(tx, before.id, values) : await insertPromotionRow(tx, values);
    await recordAudit(tx, actorOf(staff), { action: before ? 'promotion.edit' : 'promotion.create', entityType: 'promotion', entityId: saved.id, before, after: saved });
    return saved;
  });
  return (await present(db, [row]))[0]!;
}

/** `POST /admin/promotions/{id}/deactivate`: the coupon ends now (its redemptions stay). 409 when it has already ended. */
export async function deactivatePromotion({ db, staff, promoId, now = new Date() }: { db: Database; staff: AuthUser; promoId: number; now?: Date }): Promise<AdminPromotion> {
  const row = await db.transaction(async (tx) => {
    const before = await lockPromotionRow(tx, promoId);
    if (!before) throw notFound(`Promotion ${promoId}`);
    if (before.endsAt <= now) throw new AppError('CONFLICT', `${before.code} has already ended`);
    const saved = await updatePromotionRow(tx, before.id, { endsAt: now, ...(before.startsAt > now ? { startsAt: now } : {}) });
    await recordAudit(tx, actorOf(staff), { action: 'promotion.deactivate', entityType: 'promotion', entityId: saved.id, before: { endsAt: before.endsAt }, after: { endsAt: saved.endsAt } });
    return saved;
  });
  return (await present(db, [row], now))[0]!;
}
