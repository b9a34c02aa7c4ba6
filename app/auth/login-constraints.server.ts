import { getZodConstraint } from "@conform-to/zod/v4";
import { emailPasswordSchema, localPasswordSchema, mfaCodeSchema } from "./login-schema";

// Computed on the server and sent with the page, so Zod stays out of the browser bundle.
const constraints = {
  password: getZodConstraint(localPasswordSchema),
  "email-password": getZodConstraint(emailPasswordSchema),
  mfa: getZodConstraint(mfaCodeSchema),
};

export type LoginConstraints = typeof constraints;

export function loginConstraints(): LoginConstraints {
  return constraints;
}
