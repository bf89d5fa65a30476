import { defineConfig } from '@playwright/test';
const desktop = { viewport: { width: 1366, height: 900 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const real = 'http://localhost:3505';
export default defineConfig({
  testDir: '/tmp/h5/shots-spec',
  outputDir: '/tmp/h5/test-results',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'real-desktop', use: { ...desktop, baseURL: real }, metadata: { mode: 'real' } },
    { name: 'real-mobile', use: { ...mobile, baseURL: real }, metadata: { mode: 'real' } },
  ],
});
