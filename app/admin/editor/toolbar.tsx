import { useEditorState, type Editor } from "@tiptap/react";

type Tool = { label: string; text: string; active?: boolean; run: () => void; disabled?: boolean };

const buttonClass =
  "min-w-9 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 aria-pressed:ring-1 aria-pressed:ring-brand-200 disabled:opacity-40";

/** The formatting buttons, as one toolbar (Tab reaches it once; each button says what it does). */
export function Toolbar({
  editor,
  onLink,
  onImage,
  onShowHtml,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onShowHtml: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("code"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { label: "Heading", text: "H2", active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: "Subheading", text: "H3", active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: "Bold", text: "B", active: state.bold, run: () => chain().toggleBold().run() },
      { label: "Italic", text: "I", active: state.italic, run: () => chain().toggleItalic().run() },
      { label: "Underline", text: "U", active: state.underline, run: () => chain().toggleUnderline().run() },
      { label: "Link", text: "Link", active: state.link, run: onLink },
    ],
    [
      { label: "Bulleted list", text: "• List", active: state.bullet, run: () => chain().toggleBulletList().run() },
      { label: "Numbered list", text: "1. List", active: state.ordered, run: () => chain().toggleOrderedList().run() },
      { label: "Quote", text: "“ ”", active: state.quote, run: () => chain().toggleBlockquote().run() },
      { label: "Inline code", text: "</>", active: state.code, run: () => chain().toggleCode().run() },
      { label: "Code block", text: "{ }", active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [{ label: "Add image", text: "Image", run: onImage }],
    [
      { label: "Undo", text: "↶", run: () => chain().undo().run(), disabled: !state.canUndo },
      { label: "Redo", text: "↷", run: () => chain().redo().run(), disabled: !state.canRedo },
    ],
  ];
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      {groups.map((group, i) => (
        <div key={i} className="flex items-center gap-0.5 border-r border-slate-200 pr-1 last:border-r-0">
          {group.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={buttonClass}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              disabled={tool.disabled}
              onClick={tool.run}
            >
              <span aria-hidden="true">{tool.text}</span>
            </button>
          ))}
        </div>
      ))}
      <button type="button" className={`${buttonClass} ml-auto`} onClick={onShowHtml}>
        Edit HTML
      </button>
    </div>
  );
}
