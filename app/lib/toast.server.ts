import { randomUUID } from "node:crypto";
import {
  createContext,
  createCookieSessionStorage,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { getEnv } from "./env.server";
import { logger } from "./log.server";
import { SITE_COOKIES } from "./site-cookies";
import { toastSchema, type Toast, type ToastInput } from "./toast";

const KEY = "toast";
const log = logger("toast");

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: SITE_COOKIES.toast,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      secrets: env.SESSION_SECRET,
    },
  });
}

function toastStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * One flash toast per request. The root loader takes it (at most once); whatever is set during
 * the request and not taken by a render in the same request travels on in the cookie.
 */
class ToastBox {
  private outgoing: Toast | undefined;
  private taken = false;

  constructor(
    private readonly incoming: Toast | undefined,
    private readonly path: string,
  ) {}

  set(toast: Toast) {
    // Only actions should set toasts: they run before the loaders. A toast set once the root has
    // rendered this request's (a loader racing the root loader) misses this page and shows on the
    // next one, which is worth a line in the log.
    if (this.taken) {
      log.warn("toast set after the root loader took this request's toast; it will show on the next page", {
        path: this.path,
        title: toast.title,
      });
    }
    this.outgoing = toast;
  }

  take(): Toast | undefined {
    const toast = this.outgoing ?? (this.taken ? undefined : this.incoming);
    this.taken = true;
    this.outgoing = undefined;
    return toast;
  }

  /** What the cookie should become: a toast to carry, "clear", or nothing to change. */
  pending(): Toast | "clear" | undefined {
    if (this.outgoing) return this.outgoing;
    if (this.taken && this.incoming) return "clear";
    return undefined;
  }
}

const toastContext = createContext<ToastBox | null>(null);

export const toastMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(KEY));
  const box = new ToastBox(parsed.success ? parsed.data : undefined, new URL(request.url).pathname);
  context.set(toastContext, box);

  const response = await next();
  const pending = box.pending();
  if (pending === "clear") {
    response.headers.append("Set-Cookie", await toastStorage().destroySession(session));
  } else if (pending) {
    session.flash(KEY, pending);
    response.headers.append("Set-Cookie", await toastStorage().commitSession(session));
  }
  return response;
};

function boxOf(context: Readonly<RouterContextProvider>): ToastBox {
  const box = context.get(toastContext);
  if (!box) throw new Error("toastMiddleware must run before a toast is set or taken");
  return box;
}

function complete(input: ToastInput): Toast {
  return { ...input, id: input.id ?? randomUUID(), variant: input.variant ?? "default" };
}

/** Shows a toast on the page this response leads to (this one, or the next one after a redirect). */
export function setToast(context: Readonly<RouterContextProvider>, toast: ToastInput): void {
  boxOf(context).set(complete(toast));
}

export function redirectWithToast(
  context: Readonly<RouterContextProvider>,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Response {
  setToast(context, toast);
  return redirect(url, init);
}

/** For the root loader only: a flash message is read once, by one reader. */
export function takeToast(context: Readonly<RouterContextProvider>): Toast | undefined {
  return boxOf(context).take();
}
