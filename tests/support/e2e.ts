/** The e2e server's data folder (relative to the project root); see playwright.config.ts. */
export const E2E_DATA_DIR = ".e2e/data";
