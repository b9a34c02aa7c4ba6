import { Link, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { imageAttributes, type ImageRef } from "~/images/image-urls";

/** A time the server already formatted in the business's zone (so server and browser agree). */
export type ShownTime = { iso: string; label: string };

export function PostTime({ time, className = "" }: { time: ShownTime; className?: string }) {
  return (
    <time dateTime={time.iso} className={className || undefined}>
      {time.label}
    </time>
  );
}

export function TagChips({ tags, label = "Tags" }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * While a client-side navigation to a blog page loads, an announced spinner with text. The region
 * is always in the page (empty when idle) so screen readers hear the change. Without JavaScript
 * the browser's own loading indicator does this job.
 */
export function BlogPending() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : undefined;
  const pending =
    target === "/blog" || target === "/blog/"
      ? "Loading posts…"
      : target?.startsWith("/blog/")
        ? "Loading post…"
        : null;
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {pending ? (
        <p data-testid="blog-pending" className="flex items-center gap-3 pt-6 font-medium text-brand-800">
          <Spinner className="h-5 w-5" />
          {pending}
        </p>
      ) : null}
    </div>
  );
}

/** The blog's destructive load-failure message, in the page itself so it shows without JavaScript too. */
export function LoadFailure({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="alert"
      data-testid="blog-load-error"
      className="rounded-lg border border-red-800 bg-red-700 p-4 text-white shadow-sm"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}

export function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

/** A post's cover image and its description (required with it). */
export type PostCover = { image: ImageRef; alt: string; fallbackBytes?: number };

/**
 * A cover as an <img>: WebP at every stored width through srcset, the JPEG/PNG fallback as src, and
 * its intrinsic size so the page does not jump while it loads.
 */
export function CoverImage({
  cover,
  sizes,
  priority = false,
  className = "",
}: {
  cover: PostCover;
  sizes: string;
  /** The page's main image: fetched early instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      {...imageAttributes(cover.image)}
      sizes={sizes}
      alt={cover.alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
