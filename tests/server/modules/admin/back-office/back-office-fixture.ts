import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { checkoutFixture } from '../../commerce/checkout/checkout-fixture';

/** An administrator of the checkout fixture's store: reads the audit log and manages people. */
export const ADMIN = { username: 'owner@example.com', password: 'Owner#Admin2026' };
const ADMIN_USER = { firstName: 'Lakshmi', lastName: 'Iyer', email: ADMIN.username, phone: '+919800000009', password: ADMIN.password, role: 'admin' as const, subsite: 'in' as const };

/** The checkout fixture (hand-priced products, the shopper with ₹25,000 of credit, staff) with an admin. */
export function createBackOfficeApp(options: { logger?: object } = {}): Promise<TestApp> {
  return createTestApp({ ...options, seedData: { ...checkoutFixture, users: [...checkoutFixture.users, ADMIN_USER] } });
}
