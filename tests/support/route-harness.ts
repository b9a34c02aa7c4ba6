import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { adminContext, type Admin } from "../../app/auth/guard.server";
import type { Toast } from "../../app/lib/toast";
import { takeToast, toastMiddleware } from "../../app/lib/toast.server";

/**
 * For unit tests of the admin routes (never imported by the app): runs a loader or action
 * the way the server does, inside the toast middleware, with or without a signed-in admin in the
 * context (what the /admin layout's middleware sets after the auth merge).
 */

const TEST_ADMIN: Admin = { email: "editor@example.com", method: "password" };

/** Any route loader or action (their generated argument types differ per route; the harness supplies the ones used). */
type Handler<T> = (args: never) => T | Promise<T>;

export type RouteRun<T> = {
  /** What the handler returned, or threw (a redirect Response or a data() answer). */
  outcome: { returned: Awaited<T> } | { thrown: unknown };
  /** The toast the next page shows, if the handler set one. */
  toast: Toast | undefined;
};

export async function runRoute<T>(
  handler: Handler<T>,
  {
    admin = TEST_ADMIN,
    method = "GET",
    path = "/admin/blog",
    params = {},
    form,
  }: {
    admin?: Admin | null;
    method?: string;
    path?: string;
    params?: Record<string, string>;
    form?: Record<string, string>;
  } = {},
): Promise<RouteRun<T>> {
  const context = new RouterContextProvider();
  if (admin) context.set(adminContext, admin);
  const request = new Request(`http://localhost${path}`, {
    method,
    ...(form
      ? { body: new URLSearchParams(form), headers: { "Content-Type": "application/x-www-form-urlencoded" } }
      : {}),
  });
  let outcome!: RouteRun<T>["outcome"];
  const response = (await toastMiddleware({ request, context, params, unstable_pattern: "" } as never, async () => {
    try {
      outcome = { returned: await handler({ request, context, params } as never) };
    } catch (thrown) {
      outcome = { thrown };
    }
    return new Response(null);
  })) as Response;

  // The toast travels in a cookie to the next request, where the root loader takes it.
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  let toast: Toast | undefined;
  if (cookie) {
    const next = new RouterContextProvider();
    const nextRequest = new Request("http://localhost/admin/blog", { headers: { Cookie: cookie } });
    await toastMiddleware({ request: nextRequest, context: next, params: {} } as never, async () => {
      toast = takeToast(next);
      return new Response(null);
    });
  }
  return { outcome, toast };
}

/** The status and body of a data() answer or a Response, whichever the handler produced. */
export function answerOf(value: unknown): { status: number; data: unknown; location: string | null } {
  if (value instanceof Response)
    return { status: value.status, data: undefined, location: value.headers.get("Location") };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, location: null };
  }
  return { status: 200, data: value, location: null };
}

type Unwrapped<T> = T extends DataWithResponseInit<infer D> ? D : T extends Response ? never : T;

/** The data a loader or action answered (unwrapped from data()); fails the test if it threw. */
export function answered<T>(run: RouteRun<T>): Unwrapped<Awaited<T>> {
  if ("thrown" in run.outcome)
    throw new Error(`expected an answer, got a thrown ${JSON.stringify(answerOf(run.outcome.thrown))}`);
  return answerOf(run.outcome.returned).data as Unwrapped<Awaited<T>>;
}

/** What a handler threw; fails the test if it answered. */
export function thrownBy(run: RouteRun<unknown>): unknown {
  if (!("thrown" in run.outcome))
    throw new Error(`expected a thrown answer, got ${JSON.stringify(answerOf(run.outcome.returned))}`);
  return run.outcome.thrown;
}
