import { expect, test } from '../../fixtures/store';

/**
 * Pages hydrate inside a transition, so React hydrates them in slices that yield to the browser
 * instead of one long task (docs/page-speed.md, "Hydrating in a transition"; scripts/patch-next.mjs).
 * On a phone-speed CPU the page's tasks must get turns while hydration is under way, and a tap that
 * lands in the middle of it must still work: React finishes hydrating at once and handles the tap.
 *
 * Hydration's start and end are Next's own marks (`beforeRender` before `hydrateRoot`,
 * `afterHydrate` when it commits). From the first mark on, a message loop counts its turns until
 * the second. One long task would give it a turn or two (before React's render task starts); slices
 * give it one between each. On a second visit the loop presses the gallery's second thumbnail at its
 * second turn: hydration must be under way then, React must finish it within the tap (its rule for
 * a tap on a page still being hydrated), and the tap must take effect.
 */
type Hydration = { start: number; end: number; turns: number; tapAtTurn: number; endAtTap: number; endAfterTap: number };

test('[catalogue] a page hydrates in slices, and a tap in the middle of it is handled', async ({ page }) => {
  await page.addInitScript(() => {
    const hydration: Hydration = { start: 0, end: 0, turns: 0, tapAtTurn: Number(sessionStorage.getItem('tap-at-turn') ?? 0), endAtTap: -1, endAfterTap: -1 };
    (window as unknown as { __hydration: Hydration }).__hydration = hydration;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (hydration.end) return;
      hydration.turns += 1;
      if (hydration.turns === hydration.tapAtTurn) {
        hydration.endAtTap = hydration.end;
        document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')[1]?.click();
        hydration.endAfterTap = hydration.end;
        return;
      }
      channel.port2.postMessage(null);
    };
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'beforeRender' && !hydration.start) {
        hydration.start = performance.now();
        channel.port2.postMessage(null);
      }
      if (name === 'afterHydrate' && !hydration.end) hydration.end = performance.now();
      return mark(name, options);
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A document replaced while the poll reads it (seen once in CI, mock build, phone) is read again:
  // the init script runs in the new one too, so its figures are that document's own.
  const notYet: Hydration = { start: 0, end: 0, turns: 0, tapAtTurn: 0, endAtTap: -1, endAfterTap: -1 };
  const hydration = () =>
    page
      .evaluate(() => (window as unknown as { __hydration: Hydration }).__hydration)
      .catch((error: unknown) => {
        if (/Execution context was destroyed/.test(String(error))) return notYet;
        throw error;
      });
  const thumbnail = page.locator('button[aria-pressed]').nth(1);

  for (const path of ['/in-en/solitaire-drop-pendant-18k-white', '/ae-ar/solitaire-drop-pendant-18k-white']) {
    await page.goto(path);
    await page.evaluate(() => sessionStorage.removeItem('tap-at-turn'));
    // Up to three visits: now and then (about one load in ten here) React finishes a hydration in
    // one go after a few slices, seemingly when an update arrives while it hydrates; not
    // understood yet (docs/page-speed.md, "Hydrating in a transition").
    let sliced = notYet;
    for (let visit = 0; visit < 3 && sliced.turns < 5; visit += 1) {
      await page.goto(path);
      await expect.poll(async () => (await hydration()).end, { message: `${path}: hydration commits` }).toBeGreaterThan(0);
      sliced = await hydration();
    }
    const { start, end, turns } = sliced;
    expect(start, path).toBeGreaterThan(0);
    expect(turns, `${path}: the browser's turns while React hydrated for ${Math.round(end - start)} ms`).toBeGreaterThanOrEqual(5);
    await expect(thumbnail).toHaveAttribute('aria-pressed', 'false');

    // Up to three visits until the tap lands while hydration is under way (a visit whose hydration
    // ended before the loop's second turn has nothing to test).
    await page.evaluate(() => sessionStorage.setItem('tap-at-turn', '2'));
    let tapped = notYet;
    for (let visit = 0; visit < 3 && tapped.endAtTap !== 0; visit += 1) {
      await page.goto(path);
      await expect.poll(async () => (await hydration()).end, { message: `${path}: hydration commits` }).toBeGreaterThan(0);
      tapped = await hydration();
    }
    expect(tapped.endAtTap, `${path}: still hydrating at the second turn`).toBe(0);
    expect(tapped.endAfterTap, `${path}: the tap made React finish hydrating`).toBeGreaterThan(0);
    await expect(thumbnail, `${path}: the tap was handled`).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => sessionStorage.removeItem('tap-at-turn'));
  }
});
