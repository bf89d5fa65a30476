import type { SeedData } from '@/server/db/seed/seed-data';
import type { Revalidator } from '@/server/lib/revalidator';
import { modules, type AppModule } from '@/server/modules';
import { adminRatesModule, createAdminRatesModule } from '@/server/modules/admin/rates';
import { commerceFixture } from '../../commerce/commerce-fixture';

/** The commerce fixture's hand-priced store with a member of staff and a shopper to sign in. */
export const STAFF = { username: 'rates@example.com', password: 'Rates#Staff2026' };
export const SHOPPER = { username: 'buyer@example.com', password: 'Buyer#2026!' };

export const ratesFixture: SeedData = {
  ...commerceFixture,
  users: [
    { firstName: 'Rekha', lastName: 'Iyer', email: STAFF.username, phone: '+919800000001', password: STAFF.password, role: 'staff', subsite: 'in' },
    { firstName: 'Vivek', lastName: 'Rao', email: SHOPPER.username, phone: '+919800000002', password: SHOPPER.password, role: 'customer', subsite: 'in' },
  ],
};

/** A revalidator that keeps what it was asked, for the tests to read. */
export function recordingRevalidator(): Revalidator & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async revalidate(paths) {
      calls.push(paths);
    },
  };
}

/** The app's modules with the metal-rates module revalidating through `revalidator`. */
export function modulesWith(revalidator: Revalidator): AppModule[] {
  return modules.map((module) => (module === adminRatesModule ? createAdminRatesModule({ revalidator }) : module));
}
