// The keys a browser test is handed in addresses: what the server's log must never contain. These
// shapes are written from the site's addresses, not taken from app/secret-routes.ts, so a route the
// log's masking forgot is still caught here.
import { appendFileSync } from "node:fs";
import { E2E_SECRETS_FILE } from "./e2e";

const SHAPES = [
  /\/book\/manage\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g,
  /\/book\/feed\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g,
  /\/free-it-audit\/result\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/g,
  /\/free-it-audit\/([A-Za-z0-9_-]{32})\//g,
];

/** Every manage token, feed token, audit draft id and result id in the text. */
function secretsIn(text: string): string[] {
  return [...new Set(SHAPES.flatMap((shape) => [...text.matchAll(shape)].map((match) => match[1]!)))];
}

/** Adds the text's keys to this run's list; each worker appends whole lines, so they do not interleave. */
export function recordSecretsIn(text: string): void {
  const secrets = secretsIn(text);
  if (secrets.length) appendFileSync(E2E_SECRETS_FILE, secrets.map((secret) => `${secret}\n`).join(""));
}
