/** The post service's refusals: the API and the admin editor each turn them into their own answers. */

export class PostValidationError extends Error {
  override name = "PostValidationError";
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(" "));
  }
}

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(
    readonly slug: string,
    message = `Another post already uses the slug "${slug}".`,
    /** What to say next to the slug field. */
    readonly fieldMessage = "Another post already uses this slug.",
  ) {
    super(message);
  }
}

/** The slug is an old address of another post and still redirects there (decision 013). */
export class SlugRedirectsError extends SlugTakenError {
  override name = "SlugRedirectsError";
  constructor(
    slug: string,
    readonly redirectsTo: { postId: number; title: string },
  ) {
    const message = `/blog/${slug} is an old address of “${redirectsTo.title}” and still redirects there.`;
    super(slug, message, `${message} Choose another slug.`);
  }
}

/** Someone saved the post after the editor loaded it: the save is refused, nothing is overwritten. */
export class PostConflictError extends Error {
  override name = "PostConflictError";
  constructor(
    readonly id: number,
    /** The version the editor would need to have loaded: the post's current one. */
    readonly currentVersion: string,
    readonly currentUpdatedAt: Date,
  ) {
    super("Someone else saved this post after you opened it, so your changes were not saved.");
  }
}

export class PostNotFoundError extends Error {
  override name = "PostNotFoundError";
  constructor(readonly id: number) {
    super(`No post with id ${id}.`);
  }
}
