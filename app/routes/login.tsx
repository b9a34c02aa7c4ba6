import { data } from "react-router";
import { afterSignInPath } from "~/auth/after-sign-in";
import { loginConstraints } from "~/auth/login-constraints.server";
import { EmailPasswordForm, GoogleForm, LocalPasswordForm, MfaForm } from "~/auth/login-forms";
import { SignedIn } from "~/auth/signed-in";
import { signInAction, type SignInActionData } from "~/auth/sign-in.server";
import { staffAuth, staffAuthMiddleware } from "~/auth/staff.server";
import { site } from "~/content/site";
import type { Route } from "./+types/login";

export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${site.brand}` },
  { name: "description", content: "Staff sign-in." },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = staffAuth(context);
  const viewer = await auth.viewer();
  const redirectTo = afterSignInPath(new URL(request.url).searchParams.get("redirectTo"));
  const page = { viewer, options: auth.methods.kind, redirectTo, constraints: loginConstraints() };
  return data(page, { status: viewer.status === "unavailable" ? 503 : 200 });
}

// The action's own headers (Retry-After on 429) reach the document response.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, options, redirectTo, constraints } = loaderData;
  const resultFor = (form: SignInActionData["form"]) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:px-6" aria-labelledby="login-heading">
      <h1 id="login-heading" className="text-4xl font-bold tracking-tight text-brand-900">
        Login
      </h1>
      {viewer.status === "signed-in" ? (
        <SignedIn viewer={viewer} redirectTo={redirectTo}>
          {viewer.access === "needs-mfa" ? (
            <div className="mt-6">
              <MfaForm redirectTo={redirectTo} lastResult={resultFor("mfa")} constraints={constraints} />
            </div>
          ) : null}
        </SignedIn>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">Sign in to manage your account and access restricted areas.</p>
          {viewer.status === "unavailable" ? (
            <p role="alert" className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">
              Staff sign-in is unavailable right now. Please try again in a minute.
            </p>
          ) : null}
          <div className="mt-8 space-y-6">
            {options === "password" ? (
              <LocalPasswordForm redirectTo={redirectTo} lastResult={resultFor("password")} constraints={constraints} />
            ) : null}
            {options === "supabase" ? (
              <>
                <GoogleForm redirectTo={redirectTo} />
                <p className="text-center text-sm text-slate-600">or with your email and password</p>
                <EmailPasswordForm
                  redirectTo={redirectTo}
                  lastResult={resultFor("email-password")}
                  constraints={constraints}
                />
              </>
            ) : null}
            {options === "off" ? (
              <p className="rounded-md bg-slate-100 p-4 text-slate-800">
                Staff sign-in is turned off on this server. Visitors need no account for any public page.
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
