// Its own module: the Playwright configuration needs it without loading the server's start-up code.
/** The SESSION_SECRET of every server the tests start. */
export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdef-0123456789";
