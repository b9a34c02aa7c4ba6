import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { lazy } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useInlineAppCss } from "./components/app-css";
import { useNonce } from "./components/nonce";
import { JsonLd } from "./components/site/json-ld";
import { businessSchema } from "./content/business-schema";
import { Footer } from "./components/site/footer";
import { Header } from "./components/site/header";
import { Toaster } from "./components/ui/toaster";
import { HoneypotProvider } from "./spam/honeypot-context";
import { honeypotInputProps } from "./spam/honeypot.server";
import { contactConstraint } from "./contact/constraint.server";
import { ContactModal } from "./contact/contact-modal";
import { useContactModal } from "./contact/contact-modal-state";
import { publicConfig } from "./lib/public-config.server";
import { businessYear } from "./lib/time";
import { takeToast, toastMiddleware } from "./lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [toastMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context }: Route.LoaderArgs) {
  // The contact modal can open on any page, so its form's constraints (and the honeypot's
  // fields) come with every page.
  return {
    toast: takeToast(context),
    config: publicConfig(),
    contactConstraint: contactConstraint(),
    honeypot: honeypotInputProps(),
    // From the server, so the browser hydrates the text it was sent even when its own clock
    // (or zone, around New Year) reads another year.
    year: businessYear(),
  };
}

// The root loader is where flash toasts are read, so it runs after every submission and navigation
// (also after a 4xx answer, which React Router would otherwise not revalidate).
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

/**
 * The staff frame's data when the page is a staff page shown to signed-in staff (the /admin layout
 * route says so in its handle). Without it (the sign-in redirect, a 403 for an account that is not
 * staff) the page keeps the public frame.
 */
function useStaffFrame(): boolean {
  // Inline rather than imported from app/lib/staff-frame-handle.ts: every public page ships this.
  return useMatches().some(
    (match) => (match.handle as { frame?: string } | undefined)?.frame === "staff" && match.loaderData,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const staff = useStaffFrame();
  const inlineCss = useInlineAppCss();
  const contactModal = useContactModal();
  return (
    <html lang="en" className="bg-white text-slate-900 antialiased">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {inlineCss ? (
          <style data-app-css="" dangerouslySetInnerHTML={{ __html: inlineCss }} />
        ) : (
          <link rel="stylesheet" href={stylesheet} />
        )}
        <Links />
        {data ? <JsonLd data={businessSchema(data.config.siteUrl, data.config.social)} /> : null}
      </head>
      <body id="top" className="flex min-h-screen flex-col font-sans">
        <HoneypotProvider value={data?.honeypot}>
          {/* The page: inert under the open contact modal (display: contents keeps the layout).
              The toasts stay outside it, so the modal's own results can be read and closed. */}
          <div className="contents" inert={contactModal.open}>
            <a
              href="#main-content"
              className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              Skip to main content
            </a>
            {/* A staff page draws its own header and <main> (app/routes/admin.tsx), so the skip link
                passes the staff navigation too. The public header is fixed: the padding keeps the
                page clear of it. */}
            {staff ? (
              children
            ) : (
              <>
                <Header />
                <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
                  {children}
                </main>
                <Footer social={data?.config.social ?? []} year={data?.year} />
              </>
            )}
          </div>
          {data ? <ContactModal constraint={data.contactConstraint} /> : null}
          <Toaster serverToast={data?.toast} />
        </HoneypotProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare, so their code loads when one is shown rather than with every page (the
// server waits for it; hydration keeps the server's HTML until it arrives). Should even that load
// fail, a plain message stands in.
const ErrorView = lazy(() => import("./components/site/error-view").catch(() => ({ default: UnreachableError })));

function UnreachableError() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-700">
        This page could not be loaded. Please check your connection and reload.
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
