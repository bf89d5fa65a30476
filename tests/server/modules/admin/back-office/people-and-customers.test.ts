import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReview } from '@/server/modules/commerce/reviews/review-write-repository';
import { AuditPage } from '@/shared/contracts/admin-audit';
import { AdminAccount, AdminAccountPage, AdminCustomer } from '@/shared/contracts/admin-people';
import { AdminReviewPage } from '@/shared/contracts/admin-reviews';
import { StoreCredit } from '@/shared/contracts/store-credit';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { api, IDS, placeOrderAs, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';
import { ADMIN, createBackOfficeApp } from './back-office-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;
let admin: Auth;
let adminId: number;

beforeAll(async () => {
  t = await createBackOfficeApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  const signedIn = await signInAs(t.app, ADMIN);
  admin = signedIn.headers;
  adminId = signedIn.userId;
}, 120_000);
afterAll(async () => t?.close());

const auditOf = async (query: string) => AuditPage.parse(expectSuccess(await api(t.app, 'GET', `/admin/audit?${query}`, admin))).items;

describe('customers', () => {
  it('finds a shopper by phone, e-mail or name, and shows their orders, addresses and store credit', async () => {
    await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
    const found = AdminAccountPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/customers?searchKey=9876543210', staff)));
    expect(found.items.map((item) => item.email)).toEqual(['shopper@example.com']);
    expect(AdminAccountPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/customers?searchKey=rohan', staff))).total).toBe(1);
    // Staff are people, not customers.
    expect(AdminAccountPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/customers?searchKey=staff@', staff))).total).toBe(0);
    const customer = AdminCustomer.parse(expectSuccess(await api(t.app, 'GET', `/admin/customers/${found.items[0]!.userID}`, staff)));
    expect(customer.orderCount).toBe(1);
    expect(customer.credit.find((ledger) => ledger.subsiteCode === 'in')?.balance).toBe(25000);
    expectFailure(await api(t.app, 'GET', `/admin/customers/${adminId}`, staff), 404, /Customer/);
  });

  it('adjusts store credit with a reason, audited; never below zero; bad input names the field', async () => {
    const priya = AdminAccountPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/customers?searchKey=shopper@', staff))).items[0]!;
    const url = `/admin/customers/${priya.userID}/credit`;
    const ledger = StoreCredit.parse(expectSuccess(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: 500, reason: 'Late delivery' }), 'Store credit adjusted'));
    expect(ledger.balance).toBe(25500);
    expect(ledger.entries[0]).toMatchObject({ amount: 500, reason: 'adjustment', note: 'Late delivery' });
    expect(StoreCredit.parse(expectSuccess(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: -1500, reason: 'Correction' }))).balance).toBe(24000);
    expectFailure(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: -24001, reason: 'Too much' }), 409, /amount: the balance is INR 24000/);
    expectFailure(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: 10.5, reason: 'Paise' }), 400, /amount must have at most 0 decimal places/);
    expectFailure(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: 0, reason: 'Nothing' }), 400, /amount/);
    expectFailure(await api(t.app, 'POST', url, staff, { subsiteID: 1, amount: 10 }), 400, /reason/);
    expectFailure(await api(t.app, 'POST', url, shopper, { subsiteID: 1, amount: 10, reason: 'Me' }), 403, /Staff only/);
    const entries = await auditOf('action=credit.adjust');
    expect(entries.map((entry) => entry.after)).toEqual([
      { balanceMinor: 24000, amountMinor: -1500, reason: 'Correction' },
      { balanceMinor: 25500, amountMinor: 500, reason: 'Late delivery' },
    ]);
  });
});

describe('people (admins only)', () => {
  it('creates a staff account that can sign in to operations, changes its role, and audits both', async () => {
    expectFailure(await api(t.app, 'GET', '/admin/people', staff), 403, /Administrators only/);
    const body = { firstName: 'Kavya', lastName: 'Rao', email: 'Kavya@Example.com', password: 'Counter#2026', role: 'staff' };
    const created = AdminAccount.parse(expectSuccess(await api(t.app, 'POST', '/admin/people', admin, body), 'Account created'));
    expect(created).toMatchObject({ email: 'kavya@example.com', role: 'staff' });
    expectFailure(await api(t.app, 'POST', '/admin/people', admin, body), 409, /email: kavya@example.com already has an account/);
    expectFailure(await api(t.app, 'POST', '/admin/people', admin, { ...body, email: 'new@example.com', password: 'short' }), 400, /password/);
    expectFailure(await api(t.app, 'POST', '/admin/people', admin, { ...body, email: 'new@example.com', role: 'customer' }), 400, /role/);
    const kavya = (await signInAs(t.app, { username: 'kavya@example.com', password: 'Counter#2026' })).headers;
    expectSuccess(await api(t.app, 'GET', '/admin/today', kavya));
    expect(AdminAccount.parse(expectSuccess(await api(t.app, 'PUT', `/admin/people/${created.userID}/role`, admin, { role: 'customer' }))).role).toBe('customer');
    // The role is read per request: the demoted account loses the back office at once.
    expectFailure(await api(t.app, 'GET', '/admin/today', kavya), 403, /Staff only/);
    expectFailure(await api(t.app, 'PUT', `/admin/people/${adminId}/role`, admin, { role: 'staff' }), 409, /your own role/);
    const people = AdminAccountPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/people', admin)));
    expect(people.items.map((item) => item.role).sort()).toEqual(['admin', 'staff']);
    expect((await auditOf('entityType=user')).map((entry) => [entry.action, entry.after])).toEqual([
      ['user.role', { role: 'customer' }],
      ['user.create', { email: 'kavya@example.com', role: 'staff' }],
    ]);
  });
});

describe('review moderation', () => {
  it('lists pending reviews, approves, rejects with a reason (required), and audits both', async () => {
    const write = (title: string, userId: number) => insertReview(t.db, { userId, productId: IDS.ring, reviewerName: 'Priya S.', languageCode: 'en', rating: 4, title, body: 'Lovely finish' });
    const first = (await write('Beautiful', 1))!;
    const second = (await write('Too small', 3))!;
    const queue = AdminReviewPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/reviews', staff)));
    expect(queue.items.map((item) => [item.title, item.productName, item.status])).toEqual([
      ['Too small', 'Temple ring', 'pending'],
      ['Beautiful', 'Temple ring', 'pending'],
    ]);
    expectSuccess(await api(t.app, 'POST', `/admin/reviews/${first.id}/status`, staff, { status: 'approved' }));
    expectFailure(await api(t.app, 'POST', `/admin/reviews/${second.id}/status`, staff, { status: 'rejected' }), 400, /reason/);
    expectSuccess(await api(t.app, 'POST', `/admin/reviews/${second.id}/status`, staff, { status: 'rejected', reason: 'Not about the piece' }));
    expect(AdminReviewPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/reviews', staff))).total).toBe(0);
    expect(AdminReviewPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/reviews?status=all&searchKey=small', staff))).items[0]?.status).toBe('rejected');
    expect((await auditOf('entityType=review')).map((entry) => [entry.action, entry.after])).toEqual([
      ['review.reject', { status: 'rejected', reason: 'Not about the piece' }],
      ['review.approve', { status: 'approved', reason: '' }],
    ]);
  });
});
