/** The e2e server's port and data folder; a different E2E_PORT lets two runs share a checkout. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.e2e/data-${E2E_PORT}`;

/**
 * A cookie of the site's own (an empty toast) that makes the server render a page for this
 * request alone, with a nonce; a foreign cookie such as `_ga` gets the shared page.
 */
export const OWN_RENDER_COOKIE = "en_toast=";

/**
 * The e2e server's whole output, and the keys its browser tests were handed (one a line), both
 * emptied when the server starts: tests/log-check reads them together once every browser test ran.
 */
export const E2E_RUN_DIR = `test-results/e2e-server-${E2E_PORT}`;
export const E2E_SERVER_LOG = `${E2E_RUN_DIR}/server.log`;
export const E2E_SECRETS_FILE = `${E2E_RUN_DIR}/secrets.txt`;
