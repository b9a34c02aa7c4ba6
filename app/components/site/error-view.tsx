import { isRouteErrorResponse } from "react-router";
import { ForbiddenPage } from "~/auth/forbidden-page";
import { ErrorPage, NotFoundPage, TooLargePage } from "./error-pages";

/** The page for an error that reached the root's boundary (the root loads this lazily). */
export default function ErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // The admin gate refuses signed-in accounts that are not staff with 403 (app/auth).
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  if (isRouteErrorResponse(error) && error.status === 413) return <TooLargePage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Details only in development: a production visitor never sees a stack trace.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={status} details={details} />;
}
