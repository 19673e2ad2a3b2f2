// The one place that knows which Chromium the tests drive and how (ARCHITECTURE.md, "Tests and CI").
// Playwright cannot download its own browser on these machines: we use Debian's.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright's `chromium.launch()` and for Vitest's browser provider. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
