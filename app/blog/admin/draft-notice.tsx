import type { LocalDraft } from "./use-local-draft";

const button =
  "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Offers back what was typed into this form earlier in this browser and never sent. */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = new Date(draft.savedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      role="status"
      data-testid="draft-notice"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex-1">
        <span className="font-semibold">Unsaved changes found.</span> This browser kept what you typed here on {when}{" "}
        without saving it.
      </p>
      <button type="button" onClick={onRestore} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        Restore them
      </button>
      <button
        type="button"
        onClick={onDiscard}
        className={`${button} text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50`}
      >
        Discard
      </button>
    </div>
  );
}
