import { Link } from "react-router";
import type { AdminPostRow } from "./post-list.server";

const BADGE = {
  // Text says the status; colour only repeats it (green for published, yellow for the others).
  published: { label: "Published", className: "bg-green-100 text-green-900 ring-green-700" },
  draft: { label: "Draft", className: "bg-yellow-100 text-yellow-900 ring-yellow-700" },
  scheduled: { label: "Scheduled", className: "bg-yellow-100 text-yellow-900 ring-yellow-700" },
} as const;

export function StatusBadge({ status }: { status: AdminPostRow["status"] }) {
  const badge = BADGE[status];
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

const action =
  "font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function AdminPostList({ posts }: { posts: AdminPostRow[] }) {
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center text-lg text-slate-700">
        No posts yet. Write the first one.
      </p>
    );
  }
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label="Posts"
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left">
        <caption className="sr-only">All blog posts, newest first</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Publish date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last saved
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => (
            <tr key={post.id} data-post-id={post.id}>
              <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
                {post.title}
                <span className="mt-1 block text-sm font-normal text-slate-600">/blog/{post.slug}</span>
              </th>
              <td className="px-4 py-3 align-top">
                <StatusBadge status={post.status} />
                {post.status === "scheduled" ? (
                  <span className="mt-1 block text-sm text-slate-600">{post.live ? "Live now" : "Not live yet"}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 align-top text-sm text-slate-700">{post.publishLabel ?? "Not set"}</td>
              <td className="px-4 py-3 align-top text-sm text-slate-700">{post.updatedLabel}</td>
              <td className="px-4 py-3 align-top">
                <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={`Actions for ${post.title}`}>
                  <li>
                    <Link to={`/admin/blog/${post.id}/edit`} className={action}>
                      Edit<span className="sr-only"> {post.title}</span>
                    </Link>
                  </li>
                  <li>
                    <Link to={`/admin/blog/${post.id}/preview`} className={action}>
                      Preview<span className="sr-only"> {post.title}</span>
                    </Link>
                  </li>
                  <li>
                    <Link
                      to={`/admin/blog/${post.id}/delete`}
                      className="font-semibold text-red-700 underline hover:text-red-900"
                    >
                      Delete<span className="sr-only"> {post.title}</span>
                    </Link>
                  </li>
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
