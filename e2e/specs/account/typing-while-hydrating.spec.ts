import { expect, test } from '../../fixtures/account';

type Typing = { start: number; end: number; typedAt: number };

/**
 * On a slow phone a shopper types the e-mail while the sign-in page hydrates (docs/shopper-grade.md,
 * "Typing while the page hydrates"). React hydrates our pages in slices; the key press makes it
 * hydrate again from the top, at once. The captcha is a part only the browser draws: in that second
 * pass its code had arrived, it drew itself where the server's HTML had its placeholder, and React
 * threw the server's HTML away (#418) and drew the page anew. The box was replaced by an empty one,
 * the focus fell to the page, and the form sent no e-mail. Seen as a journey that failed now and
 * then on a loaded CI machine; here the timing is made certain:
 * - a first visit puts the page's code in the browser's cache, so the captcha's code arrives as
 *   soon as hydration asks for it;
 * - the CPU is slowed twenty times, so hydration lasts seconds;
 * - a message loop watches each turn the browser gets while React hydrates, and types the e-mail
 *   at the first turn after React has reached the form's button (past the captcha), before the
 *   hydration commits (Next's own marks, as in `hydration-slices.spec.ts`).
 */
test('[account] an e-mail typed while the sign-in page hydrates stays in its box and signs in', async ({ page, shopper, auth, dashboard }, testInfo) => {
  test.skip(testInfo.project.name !== 'real-desktop', 'one project is enough: the same page and code on every project, and a slow CPU is costly');
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((email) => {
    const typing: Typing = { start: 0, end: 0, typedAt: 0 };
    (window as unknown as { __typing: Typing }).__typing = typing;
    if (!sessionStorage.getItem('type-while-hydrating')) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (typing.end || typing.typedAt) return;
      const button = document.querySelector('main form button[type=submit]');
      const box = document.querySelector<HTMLInputElement>('main form input[name=username]');
      if (button && box && Object.keys(button).some((key) => key.startsWith('__reactFiber$'))) {
        // Before the input event: React finishes hydrating within it (its rule for input on a page
        // still being hydrated), and Next's mark comes then.
        typing.typedAt = performance.now();
        (box as HTMLInputElement & { typedInto?: boolean }).typedInto = true;
        box.focus();
        box.value = email;
        box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: email }));
        return;
      }
      channel.port2.postMessage(null);
    };
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'beforeRender' && !typing.start) {
        typing.start = performance.now();
        channel.port2.postMessage(null);
      }
      if (name === 'afterHydrate' && !typing.end) typing.end = performance.now();
      return mark(name, options);
    };
  }, shopper.email);
  const typing = () => page.evaluate(() => (window as unknown as { __typing: Typing }).__typing);
  const box = auth.field('E-mail or mobile number');

  await page.goto('/in-en/sign-in');
  await expect(box).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('type-while-hydrating', 'yes'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // Up to three visits: now and then React hydrates a page in one go after a few slices
  // (hydration-slices.spec.ts), and the loop gets no turn before it commits (seen once in CI).
  let seen: Typing = { start: 0, end: 0, typedAt: 0 };
  for (let visit = 0; visit < 3 && !seen.typedAt; visit += 1) {
    errors.length = 0;
    await page.goto('/in-en/sign-in', { waitUntil: 'commit' });
    await expect.poll(async () => (await typing()).end, { message: 'hydration commits', timeout: 90_000 }).toBeGreaterThan(0);
    seen = await typing();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(seen.typedAt, 'the e-mail was typed while the page hydrated').toBeGreaterThan(0);
  expect(seen.typedAt).toBeLessThan(seen.end);

  expect(errors, 'no page error (#418: the server’s HTML thrown away)').toEqual([]);
  expect(await box.evaluate((element) => (element as HTMLInputElement & { typedInto?: boolean }).typedInto === true), 'the same box').toBe(true);
  await expect(box).toHaveValue(shopper.email);
  await expect(box).toBeFocused();
  await auth.field('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });
});
