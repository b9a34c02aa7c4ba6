import type { z } from "zod";
import { checkTogether, withDerivedSettings } from "./env/rules.server";
import { variables } from "./env/variables.server";

// The variables are declared by concern under ./env/; this module validates them as one whole.
const schema = variables.superRefine(checkTogether).transform(withDerivedSettings);

export type Env = z.infer<typeof schema>;

/** Every variable the server reads: .env.example and the table of docs/configuration.md list each (a test checks). */
export const CONFIG_VARIABLES = Object.keys(schema.in.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment; the message names every offending variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "(environment)";
    return `  ${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let current: Env | undefined;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  current = parseEnv(source);
  return current;
}

export function getEnv(): Env {
  // Unit tests and scripts that never called loadEnv get the same validated defaults.
  current ??= parseEnv(process.env);
  return current;
}
