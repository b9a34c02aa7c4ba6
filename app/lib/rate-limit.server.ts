import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { lt } from "drizzle-orm";
import { getDb, getPool } from "./db/client.server";
import { rateLimits } from "./db/shared-tables";
import { getEnv, type Env } from "./env.server";

type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one hit for `key`; refused once more than `points` hits fall in one window. */
  consume(key: string): Promise<RateLimitResult>;
  /** Forgets `key`'s hits (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

interface Options {
  /** Distinguishes limits sharing the table ("contact", "login", ...). */
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * A fixed-window limit kept in Postgres (`rate_limits`), so it holds across app instances and
 * restarts. Each hit is one atomic upsert. Database errors propagate: the caller decides whether
 * to fail open or closed.
 */
export function createRateLimit({ name, points, windowSeconds }: Options): RateLimit {
  // Built per call: cheap (no query, the table exists), and always on the current pool.
  const limiter = () =>
    new RateLimiterPostgres({
      storeClient: getPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points,
      duration: windowSeconds,
    });

  return {
    async consume(key) {
      try {
        const res = await limiter().consume(key);
        return { allowed: true, remaining: res.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
    async reset(key) {
      await limiter().delete(key);
    },
  };
}

/** A prefix P for which the environment has P_RATE_LIMIT_MAX and P_RATE_LIMIT_WINDOW_MINUTES. */
type EnvPrefix = { [K in keyof Env]-?: K extends `${infer P}_RATE_LIMIT_MAX` ? P : never }[keyof Env];

type LimitSettings = { points: number; windowMinutes: number };

type Configured = {
  /** Distinguishes limits sharing the table, as for createRateLimit. */
  name: string;
} &
  /** The usual pair: at most <prefix>_RATE_LIMIT_MAX hits in <prefix>_RATE_LIMIT_WINDOW_MINUTES. */
  ({ envPrefix: EnvPrefix } | { settings: (env: Env) => LimitSettings });

/**
 * A limit whose size comes from the environment, read on each use: built once and built again
 * only when the settings change (a test or a reload of the configuration), so a hit never pays
 * for a new limiter and a changed setting is never missed.
 */
export function configuredRateLimit(options: Configured): () => RateLimit {
  const settingsOf: (env: Env) => LimitSettings =
    "envPrefix" in options
      ? (env) => ({
          points: env[`${options.envPrefix}_RATE_LIMIT_MAX`],
          windowMinutes: env[`${options.envPrefix}_RATE_LIMIT_WINDOW_MINUTES`],
        })
      : options.settings;
  let built: { key: string; limit: RateLimit } | undefined;
  return () => {
    const { points, windowMinutes } = settingsOf(getEnv());
    const key = `${points}/${windowMinutes}`;
    if (built?.key !== key) {
      built = { key, limit: createRateLimit({ name: options.name, points, windowSeconds: windowMinutes * 60 }) };
    }
    return built.limit;
  };
}

/** Deletes counters whose window has ended; returns how many. */
export async function deleteExpiredRateLimits(now = Date.now()): Promise<number> {
  const rows = await getDb().delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return rows.length;
}
