/**
 * The flags Debian's Chromium runs with on this kind of machine (root, no GPU, a small /dev/shm,
 * no network but the tests'): the browser tests and the page benchmark both start it so.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The browser the tests and the brand review drive: Debian's headless shell (package
 * chromium-headless-shell), the same Blink as Chromium without the desktop browser around it. A
 * browser test run took 3.5 min and 190 s of Chromium's CPU with it, against 4.9 min and 390 s
 * with /usr/bin/chromium in its new headless mode. The page benchmark keeps the full browser.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
