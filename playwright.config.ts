import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORTS, e2eSettings } from './e2e/settings.mjs';

/**
 * Every journey runs against the real services on a desktop and on a phone (390 px, touch, device
 * scale 3: the page's meta viewport applies as on a real phone, and e2e/fixtures/store.ts fails a
 * test whose pages do not fit it), and against the msw mocks on the phone. The mocks on a desktop
 * (`mock-desktop`) run with E2E_PROJECTS=all: the contract test holds the mocks' answers equal to
 * the services', and the desktop layout is walked against the real ones, so `npm test` leaves that
 * fourth pass out (a quarter of the journeys' time). Chromium is Debian's (/usr/bin/chromium);
 * Playwright never downloads one.
 */
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
const settings = { ...e2eSettings(), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
const desktop = { viewport: { width: 1366, height: 900 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const real = `http://localhost:${E2E_PORTS.web}`;
const mock = `http://localhost:${E2E_PORTS.mockWeb}`;

const modes = process.env.E2E_MODES ?? 'both';
const DEFAULT_PROJECTS = ['real-desktop', 'real-mobile', 'mock-mobile'];
const chosen = process.env.E2E_PROJECTS === 'all' ? null : (process.env.E2E_PROJECTS?.split(',').map((name) => name.trim()) ?? DEFAULT_PROJECTS);
const allProjects: PlaywrightTestConfig['projects'] = [
  { name: 'real-desktop', use: { ...desktop, baseURL: real }, metadata: { mode: 'real' } },
  { name: 'real-mobile', use: { ...mobile, baseURL: real }, metadata: { mode: 'real' } },
  { name: 'mock-desktop', use: { ...desktop, baseURL: mock }, metadata: { mode: 'mock' } },
  { name: 'mock-mobile', use: { ...mobile, baseURL: mock }, metadata: { mode: 'mock' } },
];
// E2E_MODES=real or mock runs one kind only (scripts/e2e.mjs builds only that one).
// E2E_PROJECTS=all (or a comma list of names) chooses the projects; --project picks among them.
const projects = allProjects.filter((project) => (modes === 'both' || project.metadata?.mode === modes) && (!chosen || chosen.includes(project.name!)));

export default defineConfig({
  testDir: 'e2e/specs',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    screenshot: 'only-on-failure',
    // Recording a trace costs a third of the journeys' time on this 2-core machine (the account
    // and after-sales specs, real projects: 302 → 209 s with traces only on retries, 2026-11-28), and
    // CI keeps no test-results folder. In CI a failed journey's retry records one; run by hand, every
    // failure keeps its own (retries are off). `--trace on` records every test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects,
  webServer: [
    {
      mode: 'real',
      command: 'node scripts/start.mjs',
      url: `${real}/api/healthz`,
      env: settings,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      mode: 'mock',
      command: 'node scripts/start.mjs --mock',
      url: `${mock}/api/healthz`,
      env: { ...settings, PORT: String(E2E_PORTS.mockWeb) },
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ]
    .filter((server) => modes === 'both' || server.mode === modes)
    .map(({ mode: _mode, ...server }) => ({ ...server, stdout: 'ignore' as const, stderr: 'pipe' as const })),
});
