import { expect, test } from '../../fixtures/account';

/** Recorded in every locale's mock catalogue and sold in India by the demo store. */
const EARRINGS = { productID: 13, slug: 'jhumka-drop-earrings-22k', name: /Jhumka/ };
/** Sold in ring sizes (recorded in every locale's mock catalogue, sold in India by the demo store). */
const RING = { slug: 'solitaire-halo-ring-18k-white', name: /Solitaire Halo Ring/, size: 'Size 12' };

test.describe('[wishlist]', () => {
  test('[wishlist] a guest saves a piece from its page and moves it to the cart', async ({ page, store }, info) => {
    await store.open(`/in-en/${EARRINGS.slug}`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await store.expectToast(/saved to your wishlist/);

    // The header's heart on wide screens; the narrowest hide it (the menu drawer links the wishlist there).
    const heart = page.getByRole('link', { name: /^Wishlist, 1 piece/ });
    if (await heart.isVisible()) await heart.click();
    else await store.open('/in-en/wishlist');
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EARRINGS.name }) });
    await expect(card).toBeVisible();
    await expect(page.getByText('Your wishlist is kept on this device.')).toBeVisible();
    if (process.env.H5_SHOTS) await page.screenshot({ path: `${process.env.H5_SHOTS}/wishlist-guest-${info.project.name}.png`, fullPage: true });

    await card.getByRole('button', { name: 'Move to cart' }).click();
    await store.expectToast('Item added to cart');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await store.open('/in-en/cart');
    await expect(page.getByRole('link', { name: EARRINGS.name }).first()).toBeVisible();
  });

  test('[wishlist] a ring asks for its size before it goes to the cart', async ({ page, store }) => {
    await store.open(`/in-en/${RING.slug}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await store.open('/in-en/wishlist');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: RING.name }) });
    await card.getByRole('button', { name: 'Move to cart' }).click();

    // No size is picked for the shopper: the sizes are offered and nothing is in the cart yet.
    const sizes = card.getByRole('group', { name: 'Ring size' });
    await expect(sizes).toBeVisible();
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(store.cartLink).toHaveAccessibleName('Cart, 0 items');
    await sizes.getByRole('radio', { name: RING.size }).check();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await store.open('/in-en/cart');
    await expect(page.getByRole('main').getByText(RING.size)).toBeVisible();
  });

  test('[wishlist] a piece saved as a guest follows the shopper after signing in', async ({ page, store, accountApi, shopper }, info) => {
    await store.open(`/in-en/${EARRINGS.slug}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

    // Signing in (through the API, kept where the storefront keeps it) pushes the guest's piece to the services.
    const session = await accountApi.signIn(shopper);
    await accountApi.rememberSession(session);
    await store.open('/in-en/wishlist');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EARRINGS.name }) });
    await expect(card).toBeVisible();
    await expect(page.getByText('Your wishlist is kept on this device.')).toBeHidden();

    // Another device: nothing saved locally, the services still have it.
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('persist:aurum') ?? '{}') as Record<string, string>;
      stored.wishlist = JSON.stringify({ wishlistData: [] });
      window.localStorage.setItem('persist:aurum', JSON.stringify(stored));
    });
    await store.open('/in-en/wishlist');
    await expect(card).toBeVisible();
    if (process.env.H5_SHOTS) await page.screenshot({ path: `${process.env.H5_SHOTS}/wishlist-signed-in-${info.project.name}.png`, fullPage: true });

    await card.getByRole('button', { name: /^Remove Jhumka/ }).click();
    await store.expectToast(/removed from your wishlist/);
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await store.open('/in-en/wishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });
});
