import { Link, type LinkProps } from "react-router";
import { buttonClass, type ButtonVariant } from "./button-styles";

export type ButtonLinkVariant = ButtonVariant;

/**
 * A link that looks like a button: navigation is a link, with or without JavaScript. Other link
 * props pass through (the contact modal's triggers add their handlers that way).
 */
export function ButtonLink({
  variant = "primary",
  className = "",
  children,
  ...link
}: Omit<LinkProps, "className"> & {
  variant?: ButtonLinkVariant;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link {...link} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}
