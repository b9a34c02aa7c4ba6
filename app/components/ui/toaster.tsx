import { lazy, Suspense, useEffect } from "react";
import type { Toast } from "~/lib/toast";
import { toast, useCurrentToast } from "./toast-store";
import { tone } from "./toast-tone";
import { useHydrated } from "remix-utils/use-hydrated";

// Radix's toast code loads with the first toast, not with every page: most visits never see one.
const RadixToaster = lazy(() => import("./radix-toaster"));

/**
 * Server toasts arrive in the root loader's data. Before JavaScript runs (or without it) they are
 * plain HTML in a status region; once hydrated, the Radix toast takes over with its timer.
 */
export function Toaster({ serverToast }: { serverToast?: Toast }) {
  const hydrated = useHydrated();
  const shown = useCurrentToast();

  const serverToastId = serverToast?.id;
  useEffect(() => {
    if (serverToast) toast(serverToast);
    // A toast is shown once per id, however often the root data re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverToastId]);

  const fallback = serverToast ? <ServerToast toast={serverToast} /> : null;
  if (!hydrated || !shown) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RadixToaster shown={shown} />
    </Suspense>
  );
}

/**
 * The Radix viewport renders an inline style attribute, which our CSP (rightly) refuses in HTML;
 * it mounts once React runs (and its code has loaded), and this plain region stands in until then.
 */
function ServerToast({ toast: serverToast }: { toast: Toast }) {
  return (
    <div
      role="status"
      data-testid="server-toast"
      className={`toast-fallback fixed right-4 bottom-4 z-[100] w-[min(24rem,calc(100vw-2rem))] rounded-lg border p-4 shadow-lg ${tone[serverToast.variant]}`}
    >
      {serverToast.title ? <p className="font-semibold">{serverToast.title}</p> : null}
      {serverToast.description ? <p className="mt-1 text-sm">{serverToast.description}</p> : null}
    </div>
  );
}
