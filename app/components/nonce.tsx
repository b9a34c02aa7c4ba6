import { createContext, useContext } from "react";

// Browsers hide nonce attributes from scripts, so on the client this is "" and that is fine:
// the nonce only matters for the HTML the server sends.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
