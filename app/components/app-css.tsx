import { createContext, useContext } from "react";

const AppCssContext = createContext<string | undefined>(undefined);

export const AppCssProvider = AppCssContext.Provider;

let fromDocument: string | undefined;

/**
 * The inline stylesheet's text: from the server while rendering there, and in the browser read
 * back from the element the server sent, so hydration sees identical markup and no CSS ships in
 * the JavaScript bundle.
 */
export function useInlineAppCss(): string | undefined {
  const server = useContext(AppCssContext);
  if (server !== undefined) return server;
  if (typeof document === "undefined") return undefined;
  fromDocument ??= document.querySelector("style[data-app-css]")?.textContent ?? undefined;
  return fromDocument;
}
