import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAccountPage, AdminAccountQuery, AdminCustomer, AdminUserParams, CreditAdjustmentBody, type CreditAdjustmentBody as Adjustment } from '@/shared/contracts/admin-people';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { StoreCredit } from '@/shared/contracts/store-credit';
import { minorToDecimal } from '@/shared/money';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { commerceOk } from '../../../lib/envelope';
import { exactMinor } from '../../../lib/exact-minor';
import { listSubsiteFacts, type SubsiteFacts } from '../../../lib/site-directory';
import { requireStaff, type AuthUser } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { listAddressRows } from '../../account/addresses/address-repository';
import { toSavedAddress } from '../../account/addresses/address-service';
import { findUserRow, searchUsers } from '../../account/users/user-repository';
import { getCreditLedger, listOrderSummaries } from '../../commerce/orders';
import { creditBalance, insertCreditEntry, lockCreditBalance } from '../../commerce/store-credit';
import { actorOf, recordAudit } from '../audit';
import { accountOnWire } from '../people/account-view';

const ledgerSite = (subsite: SubsiteFacts) => ({ subsiteId: subsite.id, decimalPlaces: subsite.decimalPlaces, currencyCode: subsite.currencyCode });

async function customerRow(db: Executor, userId: number) {
  const row = await findUserRow(db, userId);
  if (!row || row.role !== 'customer') throw notFound(`Customer ${userId}`);
  return row;
}

/** `GET /admin/customers/{userID}`: the shopper, addresses, the latest ten orders and the ledger of every subsite. */
export async function getCustomer({ db, staff, userId }: { db: Database; staff: AuthUser; userId: number }): Promise<AdminCustomer> {
  const row = await customerRow(db, userId);
  const orders = await listOrderSummaries({ db, user: staff, status: 'all', query: { limitFrom: 0, limitTo: 10 }, everyone: true, staff: { customerId: userId } });
  const credit = [];
  for (const subsite of await listSubsiteFacts(db)) {
    const ledger = await getCreditLedger({ db, userId, site: ledgerSite(subsite) });
    if (ledger.entries.length > 0 || subsite.id === row.subsiteId) credit.push({ ...ledger, subsiteID: subsite.id, subsiteCode: subsite.code });
  }
  return { account: accountOnWire(row), addresses: (await listAddressRows(db, userId)).map(toSavedAddress), orders: orders.items, orderCount: orders.total, credit };
}

/**
 * `POST /admin/customers/{userID}/credit`: one ledger entry (`adjustment`) with the reason, in one
 * transaction with its audit entry, serialised with checkouts; the balance never goes below 0.
 */
export async function adjustCredit({ db, staff, userId, body }: { db: Database; staff: AuthUser; userId: number; body: Adjustment }): Promise<StoreCredit> {
  const [subsite] = await listSubsiteFacts(db, [body.subsiteID]);
  if (!subsite) throw badRequest(`subsiteID: there is no subsite ${body.subsiteID}`);
  const amountMinor = Math.sign(body.amount) * exactMinor(Math.abs(body.amount), subsite.decimalPlaces, 'amount');
  await db.transaction(async (tx) => {
    await customerRow(tx, userId);
    const key = { userId, subsiteId: subsite.id };
    await lockCreditBalance(tx, key);
    const balance = await creditBalance(tx, key);
    if (balance + amountMinor < 0) {
      throw new AppError('CONFLICT', `amount: the balance is ${subsite.currencyCode} ${minorToDecimal(balance, subsite.decimalPlaces)}; at most that can be taken off`);
    }
    await insertCreditEntry(tx, { ...key, amountMinor, reason: 'adjustment', note: body.reason });
    await recordAudit(tx, actorOf(staff), { action: 'credit.adjust', entityType: 'customer', entityId: userId, before: { balanceMinor: balance, subsiteID: subsite.id }, after: { balanceMinor: balance + amountMinor, amountMinor, reason: body.reason } });
  });
  return getCreditLedger({ db, userId, site: ledgerSite(subsite) });
}


const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    adminRoute(requireStaff, { summary: 'Find shoppers by name, e-mail or phone, newest first (staff only)', querystring: AdminAccountQuery, response: { 200: commerceEnvelope(AdminAccountPage) } }),
    async (request) => {
      const { limitFrom, limitTo, searchKey } = request.query;
      const { rows, total } = await searchUsers(app.db, { search: searchKey, roles: ['customer'], limit: limitTo - limitFrom, offset: limitFrom });
      return commerceOk({ items: rows.map(accountOnWire), total, limitFrom, limitTo });
    },
  );
  app.get(
    '/admin/customers/:userID',
    adminRoute(requireStaff, { summary: 'A shopper with addresses, latest orders and store credit (staff only)', params: AdminUserParams, response: { 200: commerceEnvelope(AdminCustomer) } }),
    async (request) => commerceOk(await getCustomer({ db: app.db, staff: request.user!, userId: request.params.userID })),
  );
  app.post(
    '/admin/customers/:userID/credit',
    adminRoute(requireStaff, {
      summary: "Add to or take from a shopper's store credit in a subsite, with a reason (audited; staff only)",
      description: '409 when taking off more than the balance.',
      params: AdminUserParams,
      body: CreditAdjustmentBody,
      response: { 200: commerceEnvelope(StoreCredit) },
    }),
    async (request) => commerceOk(await adjustCredit({ db: app.db, staff: request.user!, userId: request.params.userID, body: request.body }), 'Store credit adjusted'),
  );
};

/** Customers: find a shopper, their orders, addresses and store credit; adjust credit (staff). */
export async function customersModule(app: FastifyInstance) {
  await app.register(customerRoutes);
}
