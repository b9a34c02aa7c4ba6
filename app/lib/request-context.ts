import { createContext } from "react-router";

/** The CSP nonce of this request; set by the HTTP layer, read by entry.server and the document. */
export const cspNonceContext = createContext<string>("");
