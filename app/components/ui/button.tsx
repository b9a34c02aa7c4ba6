import type { ButtonHTMLAttributes } from "react";
import { buttonClass } from "./button-styles";
import { Spinner } from "./spinner";

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> & {
  variant?: "primary" | "secondary";
  /**
   * The form is on its way: the button is disabled (no double submit) and shows a spinner with
   * `busyLabel` (or its usual label), so the visitor sees the click was taken.
   */
  busy?: boolean;
  busyLabel?: string;
  /** Layout only (width, margins); the colours come from the variant. */
  className?: string;
};

/** An action (usually a form's submit). Navigation is a ButtonLink, which looks the same. */
export function Button({
  variant = "primary",
  busy = false,
  busyLabel,
  className = "",
  disabled,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      type="submit"
      {...button}
      disabled={busy || disabled}
      data-busy={busy || undefined}
      className={buttonClass(
        variant,
        `gap-2 disabled:cursor-not-allowed disabled:opacity-70 data-busy:cursor-wait ${className}`,
      )}
    >
      {busy ? (
        <>
          <Spinner /> {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
