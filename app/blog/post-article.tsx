import { TIME_ZONE_NOTE } from "~/lib/time";
import { BackToBlog, CoverImage, PostTime, TagChips, type PostCover } from "./components";

/** The fields of a post page (see post-view.server.ts); declared here so the browser needs no server module. */
export type PostArticleView = {
  title: string;
  tags: string[];
  html: string;
  published: { iso: string; label: string };
  cover?: PostCover | null;
};

/** A post as visitors read it at /blog/<slug>; the admin preview renders the same component. */
export function PostArticle({ post }: { post: PostArticleView }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 lg:px-8" aria-labelledby="post-title">
      <BackToBlog />
      <header className="mt-8 border-b border-slate-200 pb-8">
        <h1 id="post-title" className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-slate-600">
          Published <PostTime time={post.published} /> <span className="text-sm">({TIME_ZONE_NOTE})</span>
        </p>
        <div className="mt-5">
          <TagChips tags={post.tags} />
        </div>
      </header>
      {post.cover ? (
        <CoverImage
          cover={post.cover}
          sizes="(min-width: 48rem) 48rem, 100vw"
          priority
          className="mt-10 h-auto w-full rounded-xl border border-slate-200 bg-slate-100"
        />
      ) : null}
      <div className="prose-post mt-10" data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="mt-16 border-t border-slate-200 pt-8">
        <BackToBlog />
      </footer>
    </article>
  );
}
