// Debian's Chromium and the flags it needs on these machines (root, no GPU, a closed network:
// without the networking flags it floods the network with refused connections). Shared by the
// Playwright config, the Lighthouse bench and the image scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
