import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/**
 * Staff pages are never indexed nor cached: they show drafts and change with every save. The
 * robots meta tag comes from the /admin layout (routes/admin.tsx), once for every staff page.
 */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | ${site.brand}` }];
}

export function adminHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** The frame of a staff page: a heading, what it is about, then the page's own content. */
export function AdminPage({
  title,
  intro,
  actions,
  wide = false,
  children,
}: {
  title: React.ReactNode;
  intro?: React.ReactNode;
  actions?: React.ReactNode;
  /** For a table of many columns: the page takes the width of the site's header. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`mx-auto ${wide ? "max-w-7xl" : "max-w-6xl"} px-4 py-10 sm:px-6 lg:px-8`}>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
          {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        </div>
        {actions}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      data-testid="admin-load-error"
      className="rounded-lg border border-red-800 bg-red-700 p-4 text-white shadow-sm"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
