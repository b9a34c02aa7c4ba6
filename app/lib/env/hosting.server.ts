import { isIP } from "node:net";
import { z } from "zod";
import { site } from "~/content/site";
import { blankAsUndefined, optionalUrl, wholeNumber } from "./fields.server";

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address or subnet as Express "trust proxy" reads it: 10.0.0.1, 10.0.0.0/8, 10.0.0.0/255.0.0.0, fd00::/8. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** Where the server listens and is reached, its database and data folder, and its backups. */
export const hostingVariables = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
  // How long an idle keep-alive connection stays open. Longer than the idle timeout of the proxy
  // or client in front (60 s for most load balancers), so they close it first and never send a
  // request on a connection the server is closing at that moment (a reset, not an answer).
  KEEP_ALIVE_SECONDS: wholeNumber(65, 1, 600),
  // The public address: also the origin of every request's URL, so it names no path.
  SITE_URL: optionalUrl.refine((url) => url === undefined || /^https?:\/\/[^/?#]+\/?$/i.test(url), {
    error: "must be the site's address without a path, query or fragment (https://www.example.com)",
  }),
  DATABASE_URL: blankAsUndefined.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .refine((url) => URL.canParse(url) && /^[a-z0-9._-]+$|^\[[0-9a-f:.]+\]$/i.test(new URL(url).hostname), {
        error: "must name a valid host, as in postgresql://user:password@host:5432/database",
      })
      .optional(),
  ),
  // Which proxies may set X-Forwarded-For (Express "trust proxy"): unset trusts none, so the
  // client IP is the TCP peer. Behind one reverse proxy, "1" or its address ("loopback").
  TRUST_PROXY: blankAsUndefined
    .refine(
      (value) =>
        value === undefined ||
        /^(?:true|false|\d+)$/.test(value) ||
        value.split(",").every((entry) => isProxyAddress(entry.trim())),
      {
        error:
          'must be the number of proxies in front (1), "loopback", or the proxies\' addresses or subnets separated by commas (10.0.0.0/8, fd00::/8)',
      },
    )
    .transform((value): boolean | number | string => {
      if (value === undefined || value === "false") return false;
      if (value === "true") return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // Where npm run backup writes (docs/operations.md); unset: DATA_DIR/backups.
  BACKUP_DIR: blankAsUndefined,
  // The automatic backup (app/backup/nightly.server.ts): the hour of the night it is made, in
  // the business's time zone, or "off"; and how many daily, weekly and monthly backups are kept.
  BACKUP_SCHEDULE: blankAsUndefined.transform((value, ctx): { hour: number } | "off" => {
    const text = (value ?? "3").toLowerCase();
    if (text === "off") return "off";
    if (/^\d{1,2}$/.test(text) && Number(text) <= 23) return { hour: Number(text) };
    ctx.addIssue({
      code: "custom",
      message: `must be an hour of the day from 0 to 23 (Eastern time, ${site.timeZone}), or "off"`,
    });
    return z.NEVER;
  }),
  BACKUP_KEEP_DAILY: wholeNumber(7, 1, 3_650),
  BACKUP_KEEP_WEEKLY: wholeNumber(4, 0, 520),
  BACKUP_KEEP_MONTHLY: wholeNumber(12, 0, 1_200),
  EMBEDDED_PG_USER: z.string().trim().min(1).default("postgres"),
};
