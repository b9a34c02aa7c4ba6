import { SITE_FACTS_FILE } from "~/content/placeholders";

/** Amber, like the backup warning: the public site shows made-up contact details until they are replaced. */
export function PlaceholderNotice({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <p
      data-testid="placeholder-notice"
      className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <strong className="font-semibold">Placeholder contact details: </strong>
      visitors see made-up {fields.join(", ")}. Put the real ones in <code>{SITE_FACTS_FILE}</code>.
    </p>
  );
}
