import { BackToBlog, BlogPending, LoadFailure } from "./components";

/** What /blog/<slug> shows without a post: none by that name, or (failed) the database did not answer. */
export function PostNotFound({ failed }: { failed: boolean }) {
  return (
    <>
      <BlogPending />
      <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="post-not-found">
        {failed ? (
          <div className="mb-8">
            <LoadFailure
              title="Error loading post"
              text="There was a problem fetching the blog post. Please try again later."
            />
          </div>
        ) : null}
        <h1 id="post-not-found" className="text-4xl font-bold tracking-tight text-brand-900">
          Post Not Found
        </h1>
        <p className="mt-4 text-lg text-slate-700">Sorry, we couldn't find the post you were looking for.</p>
        <div className="mt-8">
          <BackToBlog />
        </div>
      </section>
    </>
  );
}
