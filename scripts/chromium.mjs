// Debian's Chromium and the flags it needs on these machines (root, no GPU, a closed network:
// without the networking flags it floods the network with refused connections). Shared by the
// Playwright config, the Lighthouse bench and the image scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The browser tests drive Debian's headless shell: the same Chromium build without the browser's
// own interface, which Playwright itself uses for headless runs. It needs a fraction of the CPU
// and memory the full browser does, which on two cores is most of a test run's time. Lighthouse
// and the image scripts keep the full browser.
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
