import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AuthPKCECodeVerifierMissingError, type SupabaseClient } from "@supabase/supabase-js";
import { data, redirect, type RouterContextProvider } from "react-router";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { clientIpContext } from "~/lib/request-context";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { ToastInput } from "~/lib/toast";
import { loginUrl } from "./admin-middleware.server";
import { afterSignInPath } from "./after-sign-in";
import { userFacingMessage } from "./errors.server";
import { endLocalSession, sendsLocalSessionCookie, startLocalSession } from "./local-session.server";
import { emailPasswordSchema, localPasswordSchema, mfaCodeSchema, type Intent } from "./login-schema";
import { SOMETHING_WENT_WRONG, TITLES, TOO_MANY_ATTEMPTS, authToasts } from "./messages";
import { forgetNext, readNext, rememberNext } from "./next-cookie.server";
import { passwordMatches, signInAttempts } from "./password.server";
import { staffAuth, type StaffAuth } from "./staff.server";

const log = logger("auth");

type Context = Readonly<RouterContextProvider>;
export type SignInActionData = { form: Intent | null; result: SubmissionResult<string[]> | null };

const destructive = (toast: ToastInput): ToastInput => ({ ...toast, variant: "destructive" });

function answer(
  context: Context,
  status: number,
  form: Intent | null,
  result: SubmissionResult<string[]> | null,
  toast: ToastInput,
  headers?: HeadersInit,
) {
  setToast(context, destructive(toast));
  return data<SignInActionData>({ form, result }, { status, headers });
}

/**
 * Counts a sign-in attempt against the client's IP before any credential is looked at. Returns
 * null when the attempt may go ahead, or the refusal to send.
 */
async function admitAttempt(
  context: Context,
  form: Intent,
  failureTitle: string,
  reply: (formErrors: string[]) => SubmissionResult<string[]>,
) {
  const ip = context.get(clientIpContext) || "unknown";
  try {
    const verdict = await signInAttempts.consume(ip);
    if (verdict.allowed) return null;
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    const message = TOO_MANY_ATTEMPTS(minutes);
    return answer(
      context,
      429,
      form,
      reply([message]),
      { title: failureTitle, description: message },
      {
        "Retry-After": String(verdict.retryAfterSeconds),
      },
    );
  } catch (error) {
    // Without the shared counter there is no limit: refuse rather than allow unlimited guessing.
    log.error("the sign-in rate limit could not be checked", { error: error as Error });
    const message = "Sign-in is unavailable right now. Please try again in a minute.";
    return answer(context, 503, form, reply([message]), { title: failureTitle, description: message });
  }
}

async function forgetAttempts(context: Context) {
  await signInAttempts.reset(context.get(clientIpContext) || "unknown").catch((error: unknown) => {
    log.warn("could not reset the sign-in attempts after a success", { error: error as Error });
  });
}

/** What every sign-in handler works with: the request's context, its staff auth and the form. */
type Attempt = { context: Context; auth: StaffAuth; formData: FormData; redirectTo: string };

/** POST /login: every sign-in form on the page, told apart by its `intent` button. */
export async function signInAction(request: Request, context: Context) {
  const auth = staffAuth(context);
  const { form: formData, refused } = await readForm(request, { maxBytes: BODY_LIMITS.signIn });
  if (refused) {
    const message = refused.message ?? "The sign-in form could not be read. Please try again.";
    return answer(context, refused.status, null, null, authToasts.signInFailed(message));
  }
  const intent = formData.get("intent");
  const redirectTo = afterSignInPath(formData.get("redirectTo"));
  const methods = auth.methods;
  const attempt: Attempt = { context, auth, formData, redirectTo };

  if (methods.kind === "password" && intent === "password") return signInWithLocalPassword(attempt, methods.password);
  if (methods.kind === "supabase") {
    const supabase = auth.supabase()!;
    if (intent === "google") return startGoogleSignIn(attempt, supabase);
    if (intent === "email-password") return signInWithEmailPassword(attempt, supabase);
    if (intent === "mfa") return verifyMfaCode(attempt, supabase);
  }
  if (methods.kind === "off") {
    return answer(context, 403, null, null, authToasts.signInFailed("Staff sign-in is turned off on this server."));
  }
  return answer(context, 400, null, null, authToasts.signInFailed("That sign-in option is not available here."));
}

/** intent=password: the local admin password (Supabase not configured). */
async function signInWithLocalPassword({ context, auth, formData, redirectTo }: Attempt, adminPassword: string) {
  const submission = parseWithZod(formData, { schema: localPasswordSchema });
  if (submission.status !== "success") {
    return answer(context, 400, "password", submission.reply({ hideFields: ["password"] }), authToasts.loginFailed);
  }
  const refused = await admitAttempt(context, "password", TITLES.login, (formErrors) =>
    submission.reply({ hideFields: ["password"], formErrors }),
  );
  if (refused) return refused;
  if (!passwordMatches(submission.value.password, adminPassword)) {
    log.info("local admin sign-in refused: wrong password", { ip: context.get(clientIpContext) });
    return answer(
      context,
      400,
      "password",
      submission.reply({ hideFields: ["password"], fieldErrors: { password: [authToasts.loginFailed.description] } }),
      authToasts.loginFailed,
    );
  }
  await forgetAttempts(context);
  auth.setCookie(await startLocalSession(adminPassword));
  log.info("local admin signed in", { ip: context.get(clientIpContext) });
  return redirect(redirectTo, 303);
}

/** intent=google: starts Google's OAuth flow through Supabase; the answer comes to /auth/callback. */
async function startGoogleSignIn({ context, auth, redirectTo }: Attempt, supabase: SupabaseClient) {
  const { data: oauth, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${getEnv().SITE_URL}/auth/callback` },
  });
  if (error || !oauth.url) {
    log.warn("Google sign-in could not start", { error: error ?? undefined });
    return answer(context, 502, "google", null, authToasts.googleSignInFailed(userFacingMessage(error)));
  }
  auth.setCookie(await rememberNext(redirectTo));
  return redirect(oauth.url, 303);
}

/** intent=email-password: the email and password of a Supabase account. */
async function signInWithEmailPassword({ context, formData, redirectTo }: Attempt, supabase: SupabaseClient) {
  const submission = parseWithZod(formData, { schema: emailPasswordSchema });
  if (submission.status !== "success") {
    return answer(
      context,
      400,
      "email-password",
      submission.reply({ hideFields: ["password"] }),
      authToasts.signInFailed("Enter your email and password."),
    );
  }
  const refused = await admitAttempt(context, "email-password", TITLES.signIn, (formErrors) =>
    submission.reply({ hideFields: ["password"], formErrors }),
  );
  if (refused) return refused;
  const { error } = await supabase.auth.signInWithPassword(submission.value);
  if (error) {
    const message = userFacingMessage(error);
    if (message === SOMETHING_WENT_WRONG) log.warn("Supabase password sign-in failed", { error });
    return answer(
      context,
      error.status && error.status < 500 ? 400 : 502,
      "email-password",
      submission.reply({ hideFields: ["password"], formErrors: [message] }),
      authToasts.signInFailed(message),
    );
  }
  await forgetAttempts(context);
  return redirect(redirectTo, 303);
}

/** intent=mfa: the second step, a code from the authenticator of an account that has one. */
async function verifyMfaCode({ context, auth, formData, redirectTo }: Attempt, supabase: SupabaseClient) {
  const submission = parseWithZod(formData, { schema: mfaCodeSchema });
  if (submission.status !== "success") {
    return answer(
      context,
      400,
      "mfa",
      submission.reply({ hideFields: ["code"] }),
      authToasts.signInFailed("Enter the 6-digit code from your authenticator app."),
    );
  }
  const viewer = await auth.viewer();
  if (viewer.status !== "signed-in" || viewer.access !== "needs-mfa" || !auth.mfaFactorId) {
    return redirect(loginUrl(redirectTo), 303);
  }
  const refused = await admitAttempt(context, "mfa", TITLES.signIn, (formErrors) =>
    submission.reply({ hideFields: ["code"], formErrors }),
  );
  if (refused) return refused;
  const { error } = await supabase.auth.mfa.challengeAndVerify({
    factorId: auth.mfaFactorId,
    code: submission.value.code,
  });
  if (error) {
    const message = userFacingMessage(error);
    return answer(
      context,
      error.status && error.status < 500 ? 400 : 502,
      "mfa",
      submission.reply({ hideFields: ["code"], fieldErrors: { code: [message] } }),
      authToasts.signInFailed(message),
    );
  }
  await forgetAttempts(context);
  return redirect(redirectTo, 303);
}

/** POST /logout: ends the staff session (Supabase and local), then home. */
export async function signOutAction(request: Request, context: Context) {
  const auth = staffAuth(context);
  if (sendsLocalSessionCookie(request)) {
    try {
      auth.setCookie(await endLocalSession(request));
    } catch (error) {
      // The session could not be put on the signed-out list: say so rather than pretend.
      log.error("could not end a local admin session", { error: error as Error });
      return redirectWithToast(context, "/login", destructive(authToasts.signOutFailed(SOMETHING_WENT_WRONG)), {
        status: 303,
      });
    }
  }
  const supabase = auth.supabase();
  if (supabase) {
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error) {
      log.warn("Supabase sign-out failed", { error });
      return redirectWithToast(context, "/login", destructive(authToasts.signOutFailed(userFacingMessage(error))), {
        status: 303,
      });
    }
  }
  return redirect("/", 303);
}

function providerErrorMessage(code: string): string {
  return code === "access_denied" ? "Google sign-in was cancelled." : SOMETHING_WENT_WRONG;
}

/**
 * GET /auth/callback: Google (through Supabase) sends the browser back here with a one-time code,
 * which only the browser holding the PKCE verifier cookie from the start can exchange.
 */
export async function oauthCallback(request: Request, context: Context) {
  const auth = staffAuth(context);
  const supabase = auth.supabase();
  if (!supabase) return redirect("/login");
  const next = await readNext(request);
  auth.setCookie(await forgetNext());
  const fail = (description: string) =>
    redirectWithToast(context, loginUrl(next), destructive(authToasts.googleSignInFailed(description)));

  const url = new URL(request.url);
  // The provider's own error text is not shown: anyone can put words in this URL.
  const providerError = url.searchParams.get("error");
  if (providerError) return fail(providerErrorMessage(providerError));
  const code = url.searchParams.get("code");
  if (!code) return fail(SOMETHING_WENT_WRONG);

  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) {
    if (error instanceof AuthPKCECodeVerifierMissingError) {
      return fail("This sign-in was started in another browser or has expired. Please start again.");
    }
    log.warn("the Google sign-in code could not be exchanged", { error });
    return fail(userFacingMessage(error));
  }
  return redirect(next);
}
