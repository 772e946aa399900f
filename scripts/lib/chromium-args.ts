// Flags for Debian's Chromium on machines without internet, for the browser
// tests and Lighthouse alike: without the networking flags Chromium keeps
// trying to reach Google hosts (docs/emulators.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
