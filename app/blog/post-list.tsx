import { Link } from "react-router";
import { TIME_ZONE_NOTE } from "~/lib/time";
import { CoverImage, PostTime, TagChips, type PostCover, type ShownTime } from "./components";

/** The one URL of each page of the public list: page 1 is /blog itself. */
export const blogPagePath = (page: number) => (page <= 1 ? "/blog" : `/blog?page=${page}`);

export type PostCard = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  tags: string[];
  cover: PostCover | null;
  published: ShownTime | null;
};

/** A page of the public list: one card per post, newest first. */
export function PostCards({ posts }: { posts: PostCard[] }) {
  return (
    <ol className="grid gap-8 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id}>
          <article
            className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm"
            aria-labelledby={`post-${post.id}-title`}
          >
            {post.cover ? (
              <CoverImage
                cover={post.cover}
                sizes="(min-width: 80rem) 38rem, (min-width: 48rem) 50vw, 100vw"
                className="aspect-[16/9] h-auto w-full bg-slate-100 object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-6">
              <h2 id={`post-${post.id}-title`} className="text-xl font-semibold text-brand-900">
                {post.title}
              </h2>
              {post.published ? (
                <p className="mt-2 text-sm text-slate-600">
                  <PostTime time={post.published} />
                </p>
              ) : null}
              <p className="mt-3 flex-1 text-slate-700">{post.summary}</p>
              <div className="mt-4">
                <TagChips tags={post.tags} label={`Tags of ${post.title}`} />
              </div>
              <Link
                to={`/blog/${post.slug}`}
                className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Read More<span className="sr-only"> about {post.title}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

const linkClass =
  "inline-flex items-center gap-1 rounded-md px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Previous and next under the list, when there is more than one page. */
export function BlogPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={blogPagePath(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={blogPagePath(page + 1)} rel="next" className={linkClass}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Under the list: the zone dates are shown in, and the feed. */
export function BlogListNote() {
  return (
    <p className="mt-12 text-sm text-slate-600">
      Dates are shown in Atlanta time. {TIME_ZONE_NOTE}{" "}
      <a href="/blog/rss.xml" className="font-medium text-brand-700 underline hover:text-brand-900">
        Subscribe with RSS
      </a>
      .
    </p>
  );
}
