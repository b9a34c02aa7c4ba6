import { Link } from "react-router";
import { SignOutForm } from "./login-forms";
import { LOCAL_ADMIN_LABEL, type Viewer } from "./viewer";

/** The login page for someone already signed in: who they are, where they may go, and signing out. */
export function SignedIn({
  viewer,
  redirectTo,
  children,
}: {
  viewer: Extract<Viewer, { status: "signed-in" }>;
  redirectTo: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-4 space-y-4 text-lg text-slate-700">
      <p>
        {viewer.email === LOCAL_ADMIN_LABEL && viewer.method === "password" ? (
          <>Welcome! You are signed in as {LOCAL_ADMIN_LABEL}.</>
        ) : (
          <>
            Welcome, <strong className="font-semibold text-slate-900">{viewer.email}</strong>!
          </>
        )}
      </p>
      {viewer.access === "admin" ? (
        <p>
          <Link to={redirectTo} className="font-semibold text-brand-700 underline">
            Go to the staff area
          </Link>
        </p>
      ) : null}
      {viewer.access === "not-admin" ? (
        <p role="alert">This account may not use the staff area. Sign out, then sign in with a staff account.</p>
      ) : null}
      {viewer.access === "needs-mfa" ? (
        <p>Your account uses two-step verification. Enter the 6-digit code from your authenticator app to continue.</p>
      ) : null}
      {children}
      <SignOutForm />
    </div>
  );
}
