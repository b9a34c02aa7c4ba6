import { getZodConstraint } from "@conform-to/zod/v4";
import { eraseSchema } from "./schema";

// Computed on the server and sent with the page, so Zod stays out of the browser bundle.
const eraseConstraint = getZodConstraint(eraseSchema);

export function privacyConstraints() {
  return { erase: eraseConstraint };
}
