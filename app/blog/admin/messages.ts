// The editor's toasts (docs/product.md, section 7), in one place for the actions and their tests.

export const editorToasts = {
  created: "Post created successfully!",
  updated: "Post updated successfully!",
  deleted: "Post deleted",
  failed: "Submission failed",
  listFailed: "Error fetching posts",
} as const;

/** The messages shown when nothing more specific is known (the first three are the product's). */
export const defaultMessages = {
  fetch: "Failed to fetch posts",
  create: "Failed to create post",
  update: "Failed to update post",
  databaseDown: "The database is not answering. Please try again shortly.",
  gone: "This post no longer exists (someone may have deleted it).",
} as const;
