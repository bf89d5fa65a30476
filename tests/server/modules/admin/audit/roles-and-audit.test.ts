import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/shared/contracts/admin-audit';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { modulesWith, ratesFixture, recordingRevalidator, SHOPPER, STAFF } from '../rates/rates-fixture';

const EDITOR = { username: 'words@example.com', password: 'Words#Editor2026' };
const ADMIN = { username: 'boss@example.com', password: 'Boss#Admin2026' };

let test: TestApp;
const headers: Record<'staff' | 'editor' | 'admin' | 'shopper', Record<string, string>> = { staff: {}, editor: {}, admin: {}, shopper: {} };

beforeAll(async () => {
  test = await createTestApp({
    seedData: {
      ...ratesFixture,
      users: [
        ...ratesFixture.users,
        { firstName: 'Meera', lastName: 'Nair', email: EDITOR.username, phone: '+919800000003', password: EDITOR.password, role: 'editor', subsite: 'in' },
        { firstName: 'Arjun', lastName: 'Mehta', email: ADMIN.username, phone: '+919800000004', password: ADMIN.password, role: 'admin', subsite: 'in' },
      ],
    },
    modules: modulesWith(recordingRevalidator()),
  });
  headers.staff = (await signInAs(test.app, STAFF)).headers;
  headers.shopper = (await signInAs(test.app, SHOPPER)).headers;
  headers.editor = (await signInAs(test.app, EDITOR)).headers;
  headers.admin = (await signInAs(test.app, ADMIN)).headers;
});
afterAll(async () => {
  await test?.close();
});

const setRate = (who: keyof typeof headers, ratePerGram: number) =>
  test.app.inject({ method: 'POST', url: '/admin/metal-rates', headers: headers[who], payload: { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram } });
const audit = (who: keyof typeof headers, query = '') => test.app.inject({ method: 'GET', url: `/admin/audit${query}`, headers: headers[who] });

describe('roles on the back office routes (docs/requirements/roles.md)', () => {
  it('lets staff and admins run operations, and refuses an editor and a shopper with 403 naming who may', async () => {
    expectSuccess(await setRate('staff', 7320));
    expectSuccess(await setRate('admin', 7330));
    expectFailure(await setRate('editor', 7340), 403, /Staff only/);
    expectFailure(await setRate('shopper', 7340), 403, /Staff only/);
  });

  it('shows the audit log to admins only', async () => {
    expectFailure(await audit('staff'), 403, /Administrators only/);
    expectFailure(await audit('editor'), 403, /Administrators only/);
    expectFailure(await audit('shopper'), 403, /Administrators only/);
    expectFailure(await test.app.inject({ method: 'GET', url: '/admin/audit' }), 401, 'Invalid User');
  });
});

describe('GET /admin/audit', () => {
  it('holds each rate change with who made it and the values before and after, newest first', async () => {
    const page = AuditPage.parse(expectSuccess(await audit('admin', '?entityType=metal-rate')));
    const changes = page.items.filter((entry) => entry.action === 'metal-rate.set');
    expect(changes.map((entry) => [entry.actorEmail, entry.actorRole, entry.entityID])).toEqual([
      [ADMIN.username, 'admin', '1:gold:22K'],
      [STAFF.username, 'staff', '1:gold:22K'],
    ]);
    expect(changes[0]!.before).toEqual({ ratePerGram: 7320 });
    expect(changes[0]!.after).toMatchObject({ ratePerGram: 7330 });
    expect(changes[1]!.after).toMatchObject({ ratePerGram: 7320 });
  });

  it('records nothing for a refused change', async () => {
    const page = AuditPage.parse(expectSuccess(await audit('admin', '?action=metal-rate.set')));
    expect(page.items.every((entry) => entry.after !== null && (entry.after as { ratePerGram: number }).ratePerGram !== 7340)).toBe(true);
    expect(page.total).toBe(2);
  });

  it('pages and filters, refusing a bad window naming the field', async () => {
    const first = AuditPage.parse(expectSuccess(await audit('admin', '?limitFrom=0&limitTo=1')));
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expectFailure(await audit('admin', '?limitFrom=5&limitTo=2'), 400, /limitTo/);
    expectFailure(await audit('admin', '?since=yesterday'), 400, /since/);
  });
});
