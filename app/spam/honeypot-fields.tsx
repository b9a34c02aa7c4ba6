import { useHoneypotProps } from "./honeypot-context";

/**
 * The honeypot's inputs: the trap field and the form's signed token (honeypot.server.ts). Written
 * here rather than taken from remix-utils' `HoneypotInputs`, which renders `autocomplete="nope"`
 * (invalid HTML, failing the site's validator test), an inline <style> the Content-Security-Policy
 * blocks (a console error in every browser), and fixed ids that collide when two forms share a page.
 * Hidden from everyone, also without CSS, and never focusable: only a bot fills them.
 *
 * `token` replaces the page's own when the last answer brought a fresh one (an expired form).
 */
export function HoneypotFields({ formId, token }: { formId: string; token?: string }) {
  const props = useHoneypotProps();
  if (!props) return null;
  const { trapField, tokenField } = props;
  return (
    <div hidden aria-hidden="true" className="hidden">
      <label htmlFor={`${formId}-${trapField}`}>Leave this field empty</label>
      <input
        id={`${formId}-${trapField}`}
        name={trapField}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      <input type="hidden" name={tokenField} value={token ?? props.token} />
    </div>
  );
}
