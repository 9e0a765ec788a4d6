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
