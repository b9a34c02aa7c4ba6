import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { easternWallTimeToDate, formatDateTime, toEasternWallTime } from "~/lib/time";
import type { Post } from "../post";
import { PostConflictError, PostNotFoundError, PostValidationError, SlugTakenError } from "../post-errors";
import { LIMITS, SLUG_PATTERN } from "../post-fields";
import { postInputSchema, type PostInput } from "../post-schema";
import type { EditablePost } from "../post-version.server";
import { createPost, updatePost } from "../post-writes.server";
import { isVisible } from "../visibility.server";
import { findImages } from "~/images/images.server";
import type { ImageRef } from "~/images/image-urls";
import { ImageRefusedError, chosenFile, storeUploadedFile } from "~/images/upload.server";
import type { EditConflict, PostFormConstraint, PostFormFields } from "./form-fields";
import { defaultMessages, editorToasts } from "./messages";
import { placeBodyImages, readBodyImages, type ImagesRefused } from "./post-images.server";

/**
 * The admin editor's server side: the post schema (app/blog/post-schema.ts) validates the form as
 * it validates the API, through Conform so errors land next to their fields with JavaScript on or
 * off. Everything the admin typed comes back with any refusal.
 */

const log = logger("admin-blog");

/**
 * Written out from the schema's limits rather than derived by Conform: the schema's preprocessing
 * (blank means "not given") hides which fields are optional from Conform's introspection, and a
 * wrong `required` would mislead screen-reader users.
 */
const constraint: PostFormConstraint = {
  title: { required: true, maxLength: LIMITS.title },
  slug: { maxLength: LIMITS.slug, pattern: SLUG_PATTERN.source.replace(/^\^|\$$/g, "") },
  summary: { maxLength: LIMITS.summary },
  content: { required: true, maxLength: LIMITS.content },
  status: { required: true },
  cover_alt: { maxLength: LIMITS.coverAlt },
};

export function postFormConstraint(): PostFormConstraint {
  return constraint;
}

export function newPostDefaults(): Partial<PostFormFields> {
  return { status: "draft" };
}

export function editPostDefaults(post: EditablePost): Partial<PostFormFields> {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content,
    tags: post.tags,
    status: post.status,
    publish_date: post.publishDate ? toEasternWallTime(post.publishDate) : "",
    publish_date_saved: post.publishDate?.toISOString() ?? "",
    version: post.version,
    cover_image: post.coverImageId ?? "",
    cover_alt: post.coverAlt,
  };
}

/** The saved cover image of a post, for the form's preview. */
export async function savedCover(coverImageId: string | null): Promise<ImageRef | null> {
  if (!coverImageId) return null;
  return (await findImages([coverImageId])).get(coverImageId) ?? null;
}

/**
 * The form's cover fields turned into the post schema's: a chosen file is checked and stored
 * first (its id replaces the hidden field, so a refusal of the rest of the form does not lose
 * it), "remove" blanks the id. Returns the field error when the file is refused.
 */
async function applyCoverFile(formData: FormData): Promise<{ status: number; message: string } | null> {
  const file = chosenFile(formData.get("cover_file"));
  formData.delete("cover_file");
  if (formData.get("remove_cover") === "on" && !file) formData.set("cover_image", "");
  formData.delete("remove_cover");
  if (!file) return null;
  try {
    const image = await storeUploadedFile(file);
    formData.set("cover_image", image.id);
    return null;
  } catch (error) {
    if (error instanceof ImageRefusedError) return { status: error.status, message: error.message };
    throw error;
  }
}

/**
 * A datetime-local field cannot say which of the two 1:30s of a November night it means. When
 * the admin left the date as it was loaded, keep the exact stored instant rather than re-reading
 * the wall time (which would pick the first 1:30 and move a post dated at the second one).
 */
function keepUntouchedInstant(input: PostInput, formData: FormData): PostInput {
  const saved = formData.get("publish_date_saved");
  const typed = formData.get("publish_date");
  if (!input.publish_date || typeof saved !== "string" || typeof typed !== "string") return input;
  const savedDate = new Date(saved);
  if (Number.isNaN(savedDate.getTime()) || toEasternWallTime(savedDate) !== typed.trim()) return input;
  // The wall time the admin sees is the saved one: whichever instant it names, keep the saved one.
  return easternWallTimeToDate(typed.trim()).getTime() === savedDate.getTime()
    ? input
    : { ...input, publish_date: savedDate };
}

function whereItStands(post: Post): string {
  if (post.status === "draft") return `“${post.title}” is saved as a draft; only staff can see it.`;
  if (isVisible(post)) return `“${post.title}” is live at /blog/${post.slug}.`;
  return `“${post.title}” is scheduled for ${formatDateTime(post.publishDate!)}.`;
}

/**
 * The cover the form now carries (a file stored with this refused save, or the one it had), sent
 * back separately: with JavaScript, Conform keeps the fields the browser already shows and would
 * not put a new id into the hidden field.
 */
function coverImageOf(formData: FormData): string {
  const value = formData.get("cover_image");
  return typeof value === "string" ? value : "";
}

type SaveTarget = { id?: undefined } | { id: number };

/**
 * The action behind the create form (no id) and the edit form (an id). Success redirects to the
 * list with the product's toast; any refusal answers the form again with errors and the typed values.
 */
export async function savePostFromForm(request: Request, context: Readonly<RouterContextProvider>, target: SaveTarget) {
  const failed = (description: string) =>
    setToast(context, { title: editorToasts.failed, description, variant: "destructive" });

  const { form: formData, refused } = await readForm(request, { maxBytes: BODY_LIMITS.postForm });
  if (refused) {
    failed(
      refused.message
        ? `${refused.message} Nothing was saved.`
        : "The form could not be read. Please reload the page and try again.",
    );
    return data({ result: null, conflict: null, coverImage: null }, { status: refused.status });
  }

  // A refused file or description: the field says why, the rest of the form comes back as typed.
  const refuseFiles = ({ status, fieldErrors }: ImagesRefused) => {
    const submission = parseWithZod(formData, { schema: postInputSchema, disableAutoCoercion: true });
    failed(`${Object.values(fieldErrors).flat().join(" ")} Nothing was saved.`);
    return data(
      { result: submission.reply({ fieldErrors }), conflict: null, coverImage: coverImageOf(formData) },
      { status },
    );
  };

  const chosenImages = readBodyImages(formData);
  if ("fieldErrors" in chosenImages) return refuseFiles(chosenImages);

  let coverRefused;
  try {
    coverRefused = await applyCoverFile(formData);
  } catch (error) {
    log.warn("storing a cover image failed", { error: error as Error });
    coverRefused = { status: 503, message: "The cover image could not be stored right now. Nothing was saved." };
  }
  if (coverRefused)
    return refuseFiles({ status: coverRefused.status, fieldErrors: { cover_file: [coverRefused.message] } });

  let imagesRefused;
  try {
    imagesRefused = await placeBodyImages(formData, chosenImages);
  } catch (error) {
    log.warn("storing the post's images failed", { error: error as Error });
    imagesRefused = { status: 503, fieldErrors: { body_images: ["The images could not be stored right now."] } };
  }
  if (imagesRefused) return refuseFiles(imagesRefused);

  const submission = parseWithZod(formData, { schema: postInputSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    failed(`Check the highlighted fields: ${messages.join(" ")}`);
    return data({ result: submission.reply(), conflict: null, coverImage: coverImageOf(formData) }, { status: 400 });
  }

  const input = keepUntouchedInstant(submission.value, formData);
  const refuse = (
    status: number,
    message: string,
    errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] },
    conflict: EditConflict | null = null,
  ) => {
    failed(message);
    return data({ result: submission.reply(errors), conflict, coverImage: coverImageOf(formData) }, { status });
  };

  try {
    if (target.id === undefined) {
      const post = await createPost(input);
      log.info("post created", { id: post.id, slug: post.slug, status: post.status });
      return redirectWithToast(
        context,
        "/admin/blog",
        { title: editorToasts.created, description: whereItStands(post) },
        { status: 303 },
      );
    }
    const version = formData.get("version");
    const post = await updatePost(target.id, input, {
      expectedVersion: typeof version === "string" ? version : "",
      clearEmptyDate: true,
    });
    log.info("post updated", { id: post.id, slug: post.slug, status: post.status });
    return redirectWithToast(
      context,
      "/admin/blog",
      { title: editorToasts.updated, description: whereItStands(post) },
      { status: 303 },
    );
  } catch (error) {
    if (error instanceof PostValidationError) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [field, [message]]),
      );
      return refuse(400, `Check the highlighted fields: ${error.message}`, { fieldErrors });
    }
    if (error instanceof SlugTakenError) {
      return refuse(409, error.fieldMessage, { fieldErrors: { slug: [error.fieldMessage] } });
    }
    if (error instanceof PostConflictError) {
      const savedAtLabel = formatDateTime(error.currentUpdatedAt);
      const message = `Someone else saved this post at ${savedAtLabel}, after you opened it. Your changes were not saved; they are still in the form.`;
      return refuse(
        409,
        message,
        { formErrors: [message] },
        { savedAtLabel, latestUrl: `/admin/blog/${error.id}/edit` },
      );
    }
    if (error instanceof PostNotFoundError) {
      return refuse(404, defaultMessages.gone, { formErrors: [defaultMessages.gone] });
    }
    if (isDatabaseUnavailable(error)) {
      log.warn("saving a post: the database is not answering", { error: error as Error });
      return refuse(503, defaultMessages.databaseDown, { formErrors: [defaultMessages.databaseDown] });
    }
    log.error("saving a post failed", { error: error as Error });
    const message = target.id === undefined ? defaultMessages.create : defaultMessages.update;
    return refuse(500, message, { formErrors: [message] });
  }
}
