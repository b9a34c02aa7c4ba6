import type { PostStatus } from "../post-fields";

/**
 * The editor form's fields as the browser sends them (all text). The post schema validates the
 * post's own fields; `version` and `publish_date_saved` are the editor's bookkeeping (see
 * post-form.server.ts) and never reach the schema.
 */
export type PostFormFields = {
  title: string;
  slug: string;
  summary: string;
  content: string;
  tags: string;
  status: PostStatus;
  /** A datetime-local value, Eastern time: "2025-03-04T09:30". */
  publish_date: string;
  /** The post's version when the editor loaded it (edit only). */
  version: string;
  /** The stored publish date as an ISO instant, so an untouched field keeps its exact instant. */
  publish_date_saved: string;
  /** The cover image's id (hidden); blank for none. */
  cover_image: string;
  cover_alt: string;
  /** A new cover image file (multipart); stored before the post is validated. */
  cover_file: string;
  /** "on" to drop the current cover. */
  remove_cover: string;
  /** Images for the content (multipart, several files), placed at their "[image N]" markers. */
  body_images: string;
  /** Their descriptions, one line per image, in the order the files were chosen. */
  body_images_alt: string;
};

/** HTML constraint attributes per field, computed on the server from the schema's limits. */
export type PostFormConstraint = {
  [K in keyof PostFormFields]?: { required?: boolean; maxLength?: number; pattern?: string };
};

/** Shown when a save was refused because someone else saved first. */
export type EditConflict = {
  /** When the other save happened, in Eastern time. */
  savedAtLabel: string;
  latestUrl: string;
};
