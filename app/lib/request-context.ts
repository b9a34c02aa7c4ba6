import { createContext } from "react-router";

/** The CSP nonce of this request; set by the HTTP layer, read by entry.server and the document. */
export const cspNonceContext = createContext<string>("");

/** The client's IP address (Express `req.ip`, which honours TRUST_PROXY); "" when unknown. */
export const clientIpContext = createContext<string>("");

/** True while the server renders a page to share with every anonymous visitor (server/page-cache). */
export const sharedRenderContext = createContext<boolean>(false);
