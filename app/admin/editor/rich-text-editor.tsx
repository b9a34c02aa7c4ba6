import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cleanPastedHtml } from "./clean-paste";
import "./editor.css";
import { CONTENT_REPLACED } from "./events";
import { editorExtensions } from "./extensions";
import { InlinePanel } from "./panels";
import { Toolbar } from "./toolbar";
import { uploadImage, type UploadedImage } from "./upload-image";

type Props = {
  /** The form's content textarea: the editor reads it once and writes every change back into it. */
  textareaId: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Back to the plain HTML textarea. */
  onShowHtml: () => void;
};

const LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

function textarea(id: string): HTMLTextAreaElement | null {
  return document.getElementById(id) as HTMLTextAreaElement | null;
}

/** Writes the editor's HTML into the form's field, and tells the form (autosave, unsaved warning) it changed. */
function syncToField(editor: Editor, id: string) {
  const field = textarea(id);
  if (!field) return;
  const html = editor.isEmpty ? "" : editor.getHTML();
  if (field.value === html) return;
  field.value = html;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const imageFiles = (files: FileList | null | undefined) =>
  [...(files ?? [])].filter((file) => file.type.startsWith("image/") || file.type === "");

/**
 * The visual editor (Tiptap, on ProseMirror). Loaded only on the admin's post pages, after the
 * page has hydrated; the HTML textarea stays the form's field, so the server sees the same thing
 * it sees without JavaScript.
 */
export default function RichTextEditor({ textareaId, labelId, describedBy, invalid, onShowHtml }: Props) {
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [status, setStatus] = useState<{ tone: "busy" | "error"; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Only state setters inside: the same function serves for the editor's whole life.
  const startUpload = useCallback((files: File[]) => {
    const [file] = files;
    if (!file) return;
    setStatus({ tone: "busy", text: `Uploading ${file.name || "the image"}…` });
    uploadImage(file).then(
      (image) => {
        setStatus(null);
        setUploaded(image);
        setPanel("image");
      },
      (error: Error) => setStatus({ tone: "error", text: error.message }),
    );
  }, []);

  const editor = useEditor({
    extensions: editorExtensions,
    content: textarea(textareaId)?.value ?? "",
    immediatelyRender: false,
    // Tiptap's own <style> element would break the CSP (style-src 'self'): editor.css carries it.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "prose-post min-h-80 rounded-b-md border border-slate-400 bg-white px-4 py-3 focus:border-brand-700 focus:outline-2 focus:outline-brand-700",
      },
      transformPastedHTML: cleanPastedHtml,
      // Dropped or pasted image files are uploaded; anything else is the editor's own business.
      handleDrop: (_view, event) => {
        const files = imageFiles((event as DragEvent).dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        startUpload(files);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        startUpload(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => syncToField(e, textareaId),
  });

  // A draft restored into the textarea from outside replaces the editor's document.
  useEffect(() => {
    const field = textarea(textareaId);
    if (!field || !editor) return;
    const replaced = () => editor.commands.setContent(field.value, { emitUpdate: false });
    field.addEventListener(CONTENT_REPLACED, replaced);
    return () => field.removeEventListener(CONTENT_REPLACED, replaced);
  }, [editor, textareaId]);

  if (!editor) return <p className="rounded-md border border-slate-300 p-4 text-slate-600">Loading the editor…</p>;

  const insertImage = (alt: string) => {
    if (!uploaded) return;
    editor
      .chain()
      .focus()
      .insertContent({
        type: "image",
        attrs: { src: uploaded.src, srcset: uploaded.srcSet, width: uploaded.width, height: uploaded.height, alt },
      })
      .run();
    setUploaded(null);
    setPanel(null);
  };

  return (
    <div data-testid="rich-text-editor">
      <Toolbar
        editor={editor}
        onLink={() => setPanel(panel === "link" ? null : "link")}
        onImage={() => fileInput.current?.click()}
        onShowHtml={onShowHtml}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Image file to upload"
        data-testid="editor-image-file"
        onChange={(event) => {
          startUpload([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      {panel === "link" ? (
        <InlinePanel
          label="Link address"
          hint="A web address (https://…), a page on this site (/contact), or mailto:/tel:. Leave empty to remove the link."
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          action="Apply link"
          validate={(href) =>
            href === "" || LINK.test(href) ? null : "Start the address with https://, / or mailto:."
          }
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
            setPanel(null);
          }}
          onCancel={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      {panel === "image" && uploaded ? (
        <InlinePanel
          label="Image description (alt text)"
          hint="What the image shows, for people who cannot see it. Leave empty only for a purely decorative image."
          action="Insert image"
          preview={
            <img
              src={uploaded.src}
              srcSet={uploaded.srcSet}
              sizes="6rem"
              width={uploaded.width}
              height={uploaded.height}
              alt=""
              className="h-16 w-24 rounded object-cover"
            />
          }
          onApply={insertImage}
          onCancel={() => {
            setUploaded(null);
            setPanel(null);
          }}
        />
      ) : null}
      <div role="status" aria-live="polite">
        {status ? (
          <p
            className={`border border-b-0 border-slate-400 px-3 py-2 text-sm font-medium ${status.tone === "error" ? "bg-red-50 text-red-800" : "bg-brand-50 text-brand-900"}`}
            data-testid="editor-status"
          >
            {status.text}
          </p>
        ) : null}
      </div>
      <EditorContent editor={editor} />
      <p className="mt-1 text-sm text-slate-600">
        Drag or paste an image into the text to upload it. Text pasted from Word, Google Docs or a web page keeps its
        headings, lists, links, bold, italic and underline, and loses its fonts and colours.
      </p>
    </div>
  );
}
