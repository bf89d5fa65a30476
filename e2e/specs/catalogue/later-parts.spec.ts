import { expect, test } from '../../fixtures/store';

/**
 * The product page's size guide and share buttons are drawn from the server's HTML and their code
 * arrives after the page shows (common/later-part.ts, docs/page-speed.md). A tap in between must
 * not be lost: on a slow phone it is the first thing a shopper choosing a ring size does.
 */
test('[catalogue] a tap on the size guide before its code has arrived still opens it', async ({ page }) => {
  const path = '/in-en/solitaire-halo-ring-18k-white';
  // The chunks the page's HTML names load at once; every later one (the product parts) waits for the test.
  const html = await (await page.request.get(path)).text();
  const first = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((match) => match[0]));
  const held: Array<() => void> = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    if (holding && !first.has(new URL(route.request().url()).pathname)) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });

  // Not until `load`: a held chunk the page asked for while its images loaded would hold the load event too.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  const sizeGuide = page.getByRole('button', { name: 'Size guide' });
  await expect(sizeGuide).toBeVisible();
  // Hydrated: React has taken the part's box (its props are on the element), the part's code is not here.
  await expect
    .poll(() =>
      sizeGuide.evaluate((button) => {
        for (let node: Element | null = button; node; node = node.parentElement) if (Object.keys(node).some((key) => key.startsWith('__reactProps$'))) return node !== button;
        return false;
      }),
    )
    .toBe(true);

  await sizeGuide.click();
  await expect.poll(() => held.length, { message: 'the tap asked for the parts’ code' }).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeHidden();

  holding = false;
  for (const release of held.splice(0)) release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table').first()).toBeVisible();
});
