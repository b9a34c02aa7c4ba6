import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
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

const TAG_ICONS: [RegExp, IconName][] = [
  [/secur|phish|password|authentication/i, "shield"],
  [/backup|recovery|network|wi-fi|cloud/i, "pulse"],
  [/school|training|e-rate|licens/i, "badge"],
];

/** The mark of a post without a cover: that of its first tag that names a field. */
function placeholderIcon(tags: string[]): IconName {
  for (const tag of tags) {
    const match = TAG_ICONS.find(([pattern]) => pattern.test(tag));
    if (match) return match[1];
  }
  return "compass";
}

/**
 * In place of a cover, so that a card without one lines up with a neighbour that has one: the
 * same 16:9 panel, in the brand's colours, with the post's first tag. Decorative: the tags are
 * listed, as text, further down the card.
 */
function CoverPlaceholder({ tags }: { tags: string[] }) {
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-[16/9] w-full flex-col items-center justify-center gap-3 overflow-hidden bg-brand-900 bg-brand-panel"
    >
      <Icon name={placeholderIcon(tags)} className="absolute -right-8 -bottom-8 h-48 w-48 text-white/5" />
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-400 text-brand-950">
        <Icon name={placeholderIcon(tags)} className="h-7 w-7" />
      </span>
      <span className="text-sm font-semibold tracking-wide text-white uppercase">{tags[0] ?? "Insights"}</span>
    </div>
  );
}

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
            ) : (
              <CoverPlaceholder tags={post.tags} />
            )}
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
