import { useHoneypotProps } from "./honeypot-context";

/**
 * The honeypot's inputs for the names remix-utils checks on the server. Written here rather than
 * taken from remix-utils' `HoneypotInputs`, which renders `autocomplete="nope"` (invalid HTML,
 * failing the site's validator test), an inline <style> the Content-Security-Policy blocks (a
 * console error in every browser), and fixed ids that collide when two forms share a page.
 * Hidden from everyone, also without CSS, and never focusable: only a bot fills them.
 */
export function HoneypotFields({ formId }: { formId: string }) {
  const props = useHoneypotProps();
  if (!props) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = props;
  return (
    <div hidden aria-hidden="true" className="hidden">
      <label htmlFor={`${formId}-${nameFieldName}`}>Leave this field empty</label>
      <input id={`${formId}-${nameFieldName}`} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName ? <input type="hidden" name={validFromFieldName} value={encryptedValidFrom} /> : null}
    </div>
  );
}
