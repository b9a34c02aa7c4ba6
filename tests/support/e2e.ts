/** The e2e server's port and data folder; a different E2E_PORT lets two runs share a checkout. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.e2e/data-${E2E_PORT}`;
