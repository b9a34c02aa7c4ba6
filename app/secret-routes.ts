// The addresses of app/routes.ts that are keys: whoever has one has a booking, the staff calendar
// or a visitor's audit answers, so none may reach a log (app/lib/log-secrets.server.ts masks them).
// secret-routes.test.ts reads the route table and fails when a route's parameter is classified
// nowhere below, or when a route with a secret parameter is not masked: a new tokened route cannot
// slip past the log unnoticed.

/** Route parameters that are secrets, with the word the log writes in their place. */
export const SECRET_PARAMS = { token: "token", draftId: "draft", publicId: "result" } as const;

/** Route parameters that name public things: a post's slug, a day, a step, a row staff may see. */
export const PUBLIC_PARAMS = ["slug", "day", "step", "id", "file"] as const;

/**
 * Each secret route's path up to its last secret parameter: what follows it (".../move",
 * ".../calendar.ics", a draft's step) is kept, since it tells an operator what was asked.
 */
export const SECRET_ROUTES = [
  "book/manage/:token",
  "book/feed/:token",
  "free-it-audit/result/:publicId",
  "free-it-audit/:draftId",
] as const;
