import { expect, test } from '../../fixtures/store';
import { BackOffice } from '../../fixtures/back-office';

/** Every back-office screen as an admin sees it at this viewport, each one snapped for review (docs/back-office.md). */
const SECTIONS = ['Today', 'Orders', 'Returns', 'Metal rates', 'Products and stock', 'Promotions', 'Reviews', 'Customers', 'People', 'Audit log'];

test('[back-office] every screen opens for an admin and fits the viewport', async ({ page, store }, info) => {
  test.skip(info.project.metadata.mode === 'mock', 'promotions, reviews, customers, people, audit and products have no mock handlers yet (docs/back-office.md#mock-mode)');
  test.setTimeout(180_000);
  const office = new BackOffice(page);
  await office.signIn({ username: 'admin@example.com', password: 'Admin#2026!' });
  for (const [index, label] of SECTIONS.entries()) {
    await office.section(label);
    await expect(page.getByRole('main')).not.toContainText('Something went wrong');
    // Nothing wider than the viewport but the tables' own scrolling boxes.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(1);
    await store.snap(`screen-${index}-${label.toLowerCase().replace(/ /g, '-')}`);
  }
});
