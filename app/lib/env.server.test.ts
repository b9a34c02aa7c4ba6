import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

const secret = "s".repeat(40);

describe("parseEnv", () => {
  it("gives development safe defaults", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toHaveLength(1);
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses production without SESSION_SECRET, naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });

  it("accepts production with a long enough secret, and several for rotation", () => {
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: `${secret}, ${"t".repeat(32)}` });
    expect(env.isProduction).toBe(true);
    expect(env.SESSION_SECRET).toEqual([secret, "t".repeat(32)]);
  });

  it("rejects a short secret", () => {
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: each secret must be at least 32/);
  });

  it.each(["mysql://host/db", "not a url", "postgres://%%%/db", "http://localhost:5432"])(
    "rejects DATABASE_URL=%s, naming the variable",
    (value) => {
      expect(() => parseEnv({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
    },
  );

  it("accepts postgres URLs and treats an empty one as unset", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db.example.com:5432/site" }).DATABASE_URL).toBe(
      "postgresql://u:p@db.example.com:5432/site",
    );
    expect(parseEnv({ DATABASE_URL: "postgres://u@[::1]/site" }).DATABASE_URL).toBeDefined();
    expect(parseEnv({ DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    try {
      parseEnv({ PORT: "abc", SITE_URL: "ftp://x", SOCIAL_X_URL: "javascript:alert(1)" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/SITE_URL/);
      expect(message).toMatch(/SOCIAL_X_URL/);
    }
  });

  it("reads TRUST_PROXY as Express expects it: off by default, hop counts as numbers", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
  });
});

describe("staff sign-in settings", () => {
  const supabase = {
    SUPABASE_URL: "https://abc.supabase.co/",
    SUPABASE_ANON_KEY: "anon-key",
    ADMIN_EMAILS: "Ada@Example.com, bob@example.com",
  };

  it("leaves every method off by default", () => {
    const env = parseEnv({});
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_ANON_KEY).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("reads Supabase settings: URL without a trailing slash, admin emails lower-cased", () => {
    const env = parseEnv(supabase);
    expect(env.SUPABASE_URL).toBe("https://abc.supabase.co");
    expect(env.ADMIN_EMAILS).toEqual(["ada@example.com", "bob@example.com"]);
  });

  it.each([
    [
      { SUPABASE_URL: "https://abc.supabase.co", ADMIN_EMAILS: "a@example.com" },
      /SUPABASE_ANON_KEY: is required when SUPABASE_URL/,
    ],
    [{ SUPABASE_ANON_KEY: "anon", ADMIN_EMAILS: "a@example.com" }, /SUPABASE_URL: is required when SUPABASE_ANON_KEY/],
    [
      { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "anon" },
      /ADMIN_EMAILS: is required when SUPABASE_URL/,
    ],
    [{ ...supabase, ADMIN_EMAILS: "a@example.com, not-an-address" }, /ADMIN_EMAILS: "not-an-address" is not an email/],
    [{ ...supabase, ADMIN_PASSWORD: "a-long-enough-password" }, /ADMIN_PASSWORD: must be unset when SUPABASE_URL/],
    [
      { SUPABASE_URL: "ftp://abc", SUPABASE_ANON_KEY: "anon", ADMIN_EMAILS: "a@example.com" },
      /SUPABASE_URL: must be an http\(s\) URL/,
    ],
    [{ ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD: must be at least 12 characters/],
  ])("refuses inconsistent settings, naming the variable (%#)", (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("accepts a local admin password of 12 characters or more", () => {
    expect(parseEnv({ ADMIN_PASSWORD: "twelve-chars" }).ADMIN_PASSWORD).toBe("twelve-chars");
  });
});

describe("contact and email settings", () => {
  const emailjs = {
    EMAILJS_SERVICE_ID: "service_abc",
    EMAILJS_TEMPLATE_ID: "template_abc",
    EMAILJS_PUBLIC_KEY: "public-key",
    EMAILJS_PRIVATE_KEY: "private-key",
  };

  it("defaults to 5 requests per 10 minutes, 3 seconds to fill, 365 days kept, 10 s per send, 8 attempts", () => {
    const env = parseEnv({});
    expect(env.CONTACT_RATE_LIMIT_MAX).toBe(5);
    expect(env.CONTACT_RATE_LIMIT_WINDOW_MINUTES).toBe(10);
    expect(env.CONTACT_MIN_FILL_SECONDS).toBe(3);
    expect(env.CONTACT_RETENTION_DAYS).toBe(365);
    expect(env.EMAIL_SEND_TIMEOUT_SECONDS).toBe(10);
    expect(env.EMAIL_MAX_ATTEMPTS).toBe(8);
    expect(env.EMAIL_RETRY_BASE_SECONDS).toBe(120);
    expect(env.emailjs).toBeUndefined();
  });

  it("keeps a contact form sendable for 4 hours after its page was rendered, 3 requests per form token", () => {
    const env = parseEnv({});
    expect(env.CONTACT_FORM_MAX_AGE_MINUTES).toBe(240);
    expect(env.CONTACT_FORM_MAX_USES).toBe(3);
    expect(parseEnv({ CONTACT_FORM_MAX_AGE_MINUTES: "30", CONTACT_FORM_MAX_USES: "10" })).toMatchObject({
      CONTACT_FORM_MAX_AGE_MINUTES: 30,
      CONTACT_FORM_MAX_USES: 10,
    });
  });

  it("refuses a form lifetime no longer than the minimum fill time", () => {
    expect(() => parseEnv({ CONTACT_FORM_MAX_AGE_MINUTES: "1", CONTACT_MIN_FILL_SECONDS: "60" })).toThrow(
      /CONTACT_FORM_MAX_AGE_MINUTES: must be longer than CONTACT_MIN_FILL_SECONDS/,
    );
    expect(
      parseEnv({ CONTACT_FORM_MAX_AGE_MINUTES: "1", CONTACT_MIN_FILL_SECONDS: "59" }).CONTACT_FORM_MAX_AGE_MINUTES,
    ).toBe(1);
  });

  it("reads the numbers, and a minimum fill time of 0 turns that check off", () => {
    const env = parseEnv({ CONTACT_RATE_LIMIT_MAX: "50", CONTACT_MIN_FILL_SECONDS: "0", CONTACT_RETENTION_DAYS: "90" });
    expect(env.CONTACT_RATE_LIMIT_MAX).toBe(50);
    expect(env.CONTACT_MIN_FILL_SECONDS).toBe(0);
    expect(env.CONTACT_RETENTION_DAYS).toBe(90);
  });

  it.each([
    ["CONTACT_RATE_LIMIT_MAX", "0", /at least 1/],
    ["CONTACT_RATE_LIMIT_WINDOW_MINUTES", "ten", /whole number/],
    ["CONTACT_MIN_FILL_SECONDS", "-1", /at least 0/],
    ["CONTACT_RETENTION_DAYS", "1.5", /whole number/],
    ["EMAIL_SEND_TIMEOUT_SECONDS", "0", /at least 1/],
    ["EMAIL_MAX_ATTEMPTS", "1000", /at most 100/],
    ["CONTACT_FORM_MAX_AGE_MINUTES", "0", /at least 1/],
    ["CONTACT_FORM_MAX_AGE_MINUTES", "four hours", /whole number/],
    ["CONTACT_FORM_MAX_USES", "0", /at least 1/],
  ])("rejects %s=%s, naming it", (variable, value, why) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(new RegExp(`${variable}: .*${why.source}`));
  });

  it("turns EmailJS delivery on with all four keys", () => {
    expect(parseEnv(emailjs).emailjs).toEqual({
      serviceId: "service_abc",
      templateId: "template_abc",
      publicKey: "public-key",
      privateKey: "private-key",
    });
  });

  it("names every EmailJS key that is missing when only some are set", () => {
    const { EMAILJS_PRIVATE_KEY: _private, EMAILJS_TEMPLATE_ID: _template, ...partial } = emailjs;
    try {
      parseEnv({ ...partial, EMAILJS_TEMPLATE_ID: "  " });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/EMAILJS_PRIVATE_KEY: is missing/);
      expect(message).toMatch(/EMAILJS_TEMPLATE_ID: is missing/);
      expect(message).not.toMatch(/EMAILJS_SERVICE_ID: /);
    }
  });
});

describe("public address and proxies", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: secret };

  it("takes the request origin from SITE_URL only when it is configured", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).publicOrigin).toBe("https://www.example.com");
    expect(parseEnv({ SITE_URL: "https://www.example.com:8443" }).publicOrigin).toBe("https://www.example.com:8443");
    expect(parseEnv({}).publicOrigin).toBeUndefined();
  });

  it.each(["https://www.example.com/site", "https://www.example.com/?x=1", "https://www.example.com/#top"])(
    "refuses SITE_URL=%s: the site is served at the root of its address",
    (value) => {
      expect(() => parseEnv({ SITE_URL: value })).toThrow(/SITE_URL: must be the site's address without a path/);
    },
  );

  it("refuses an http SITE_URL in production, naming SITE_URL and NODE_ENV", () => {
    expect(() => parseEnv({ ...production, SITE_URL: "http://www.example.com" })).toThrow(
      /SITE_URL: must start with https:\/\/ when NODE_ENV=production/,
    );
  });

  it.each(["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "https://www.example.com"])(
    "accepts SITE_URL=%s in production",
    (value) => {
      expect(parseEnv({ ...production, SITE_URL: value }).SITE_URL).toBe(value);
    },
  );

  it("accepts an http SITE_URL outside production", () => {
    expect(parseEnv({ SITE_URL: "http://staging.example.com" }).SITE_URL).toBe("http://staging.example.com");
  });

  it.each([
    "true",
    "false",
    "2",
    "loopback",
    "10.0.0.1",
    "10.0.0.0/8, fd00::/8",
    "loopback,172.16.0.0/255.240.0.0",
    "uniquelocal, linklocal",
  ])("accepts TRUST_PROXY=%s", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).not.toThrow();
  });

  it.each(["yes", "10.0.0.0/33", "fd00::/129", "10.0.0.1/8/8", "proxy.internal", "1.5", "fd00::/255.0.0.0"])(
    "refuses TRUST_PROXY=%s by name rather than failing later inside Express",
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be the number of proxies in front/);
    },
  );
});

describe("metrics and logging", () => {
  it("leaves metrics off by default", () => {
    const env = parseEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_TOKEN).toBeUndefined();
  });

  it("takes a metrics port and a long enough token", () => {
    const env = parseEnv({ METRICS_PORT: "9464", METRICS_TOKEN: "m".repeat(32) });
    expect(env.METRICS_PORT).toBe(9464);
    expect(env.METRICS_TOKEN).toBe("m".repeat(32));
  });

  it.each(["0", "70000", "abc", "9.5"])("refuses METRICS_PORT=%s by name", (value) => {
    expect(() => parseEnv({ METRICS_PORT: value })).toThrow(/METRICS_PORT: must be a port number/);
  });

  it("refuses METRICS_PORT equal to PORT, and a short METRICS_TOKEN", () => {
    expect(() => parseEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });

  it("refuses a misspelt LOG_LEVEL or LOG_FORMAT by name", () => {
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL: must be/);
    expect(() => parseEnv({ LOG_FORMAT: "pretty" })).toThrow(/LOG_FORMAT: must be/);
    expect(parseEnv({ LOG_LEVEL: "warn", LOG_FORMAT: "json" })).toMatchObject({
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
    });
  });
});

describe("automatic backups", () => {
  it("run nightly at 3 AM and keep 7 daily, 4 weekly and 12 monthly backups by default", () => {
    const env = parseEnv({});
    expect(env.BACKUP_SCHEDULE).toEqual({ hour: 3 });
    expect([env.BACKUP_KEEP_DAILY, env.BACKUP_KEEP_WEEKLY, env.BACKUP_KEEP_MONTHLY]).toEqual([7, 4, 12]);
  });

  it("read an hour from 0 to 23, or off in any case", () => {
    expect(parseEnv({ BACKUP_SCHEDULE: "0" }).BACKUP_SCHEDULE).toEqual({ hour: 0 });
    expect(parseEnv({ BACKUP_SCHEDULE: " 23 " }).BACKUP_SCHEDULE).toEqual({ hour: 23 });
    expect(parseEnv({ BACKUP_SCHEDULE: "OFF" }).BACKUP_SCHEDULE).toBe("off");
    expect(parseEnv({ BACKUP_SCHEDULE: "" }).BACKUP_SCHEDULE).toEqual({ hour: 3 });
  });

  it.each(["24", "-1", "3am", "03:00", "nightly", "1.5"])("refuse BACKUP_SCHEDULE=%s, naming it", (value) => {
    expect(() => parseEnv({ BACKUP_SCHEDULE: value })).toThrow(
      /BACKUP_SCHEDULE: must be an hour of the day from 0 to 23 \(Eastern time, America\/New_York\), or "off"/,
    );
  });

  it("refuse keeping no daily backup, or a count that is not a whole number", () => {
    expect(() => parseEnv({ BACKUP_KEEP_DAILY: "0" })).toThrow(/BACKUP_KEEP_DAILY: must be at least 1/);
    expect(() => parseEnv({ BACKUP_KEEP_WEEKLY: "two" })).toThrow(/BACKUP_KEEP_WEEKLY: must be a whole number/);
    expect(parseEnv({ BACKUP_KEEP_MONTHLY: "0" }).BACKUP_KEEP_MONTHLY).toBe(0);
  });
});

describe("keep-alive connections", () => {
  it("stay open 65 s by default, longer than the 60 s most proxies keep theirs", () => {
    expect(parseEnv({}).KEEP_ALIVE_SECONDS).toBe(65);
    expect(parseEnv({ KEEP_ALIVE_SECONDS: "120" }).KEEP_ALIVE_SECONDS).toBe(120);
  });

  it.each([
    ["0", /KEEP_ALIVE_SECONDS: must be at least 1/],
    ["601", /KEEP_ALIVE_SECONDS: must be at most 600/],
    ["1m", /KEEP_ALIVE_SECONDS: must be a whole number/],
  ])("refuse KEEP_ALIVE_SECONDS=%s, naming it", (value, message) => {
    expect(() => parseEnv({ KEEP_ALIVE_SECONDS: value })).toThrow(message);
  });
});
