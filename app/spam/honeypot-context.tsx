import { createContext, useContext, type ReactNode } from "react";
import type { HoneypotInputProps } from "./honeypot.server";

// Apart from the fields themselves: the root provides it on every page, while the form's code
// loads only with the pages that show a form.
const HoneypotContext = createContext<HoneypotInputProps | undefined>(undefined);

/** Wraps the app in root.tsx with the honeypot props of the root loader. */
export function HoneypotProvider({ value, children }: { value: HoneypotInputProps | undefined; children: ReactNode }) {
  return <HoneypotContext.Provider value={value}>{children}</HoneypotContext.Provider>;
}

export function useHoneypotProps(): HoneypotInputProps | undefined {
  return useContext(HoneypotContext);
}
