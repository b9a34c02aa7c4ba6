import { Suspense, lazy, useState } from "react";
import type { FieldState } from "~/components/ui/field-state";
import { TextAreaField } from "~/components/ui/field";
import { useHydrated } from "remix-utils/use-hydrated";

// Fetched only here, once the page runs React: the public pages never load the editor.
const RichTextEditor = lazy(() => import("~/admin/editor/rich-text-editor"));

const HTML_HINT =
  "HTML: headings, paragraphs, lists, links, images, tables and code. Scripts, styles, forms and iframes are removed when the post is saved. [image 1] on a line of its own places the first of the “Images in the post” below.";

/**
 * The post's content. Without JavaScript (and until the editor has loaded) it is the HTML
 * textarea; with it, the visual editor writes into that same textarea, which stays the form's field,
 * and "Edit HTML" shows the textarea again.
 */
export function ContentField({ field }: { field: FieldState }) {
  const hydrated = useHydrated();
  const [visual, setVisual] = useState(true);
  const editing = hydrated && visual;
  const labelId = `${field.id}-editor-label`;
  return (
    <div>
      <div hidden={editing}>
        <TextAreaField field={field} label="Content (HTML)" rows={10} hint={HTML_HINT} />
        {hydrated && !visual ? (
          <button
            type="button"
            onClick={() => setVisual(true)}
            className="mt-2 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Back to the visual editor
          </button>
        ) : null}
      </div>
      {editing ? (
        <div>
          <p id={labelId} className="mb-1 block text-sm font-medium text-slate-800">
            Content
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </p>
          <Suspense
            fallback={<p className="rounded-md border border-slate-300 p-4 text-slate-600">Loading the editor…</p>}
          >
            <RichTextEditor
              textareaId={field.id}
              labelId={labelId}
              describedBy={field.errors?.length ? `${field.errorId}-editor` : undefined}
              invalid={Boolean(field.errors?.length)}
              onShowHtml={() => setVisual(false)}
            />
          </Suspense>
          {field.errors?.length ? (
            <p id={`${field.errorId}-editor`} className="mt-1 text-sm font-medium text-red-700">
              {field.errors.join(" ")}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
