import { randomBytes } from "node:crypto";

/** A fresh id for a draft or a finished audit (see ids.ts for its shape). */
export function newId(): string {
  return randomBytes(24).toString("base64url");
}
