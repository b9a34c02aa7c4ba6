import { describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import { signFormToken } from "./form-token.server";
import { honeypotInputProps, judgeForm, tokenForRefilledForm, tokenForRefusal } from "./honeypot.server";

const HOUR = 3_600_000;

function formLoadedAgo(ms: number, fill: Partial<Record<"trap" | "token", string>> = {}) {
  const props = honeypotInputProps(Date.now() - ms);
  const data = new FormData();
  data.set(props.trapField, fill.trap ?? "");
  data.set(props.tokenField, fill.token ?? props.token);
  return data;
}

// These use the defaults: 3 seconds to fill the form, 240 minutes before it expires.
describe("judgeForm", () => {
  it("takes a form filled by a person (empty trap, loaded long enough ago) as a person's", () => {
    expect(judgeForm(formLoadedAgo(10_000))).toMatchObject({ kind: "person", tokenId: expect.any(String) });
  });

  it("flags a form sent sooner than the minimum fill time", () => {
    expect(judgeForm(formLoadedAgo(500))).toEqual({ kind: "spam", reason: "sent sooner than the minimum fill time" });
  });

  it("flags a filled trap field", () => {
    expect(judgeForm(formLoadedAgo(10_000, { trap: "https://spam.example" }))).toMatchObject({
      kind: "spam",
      reason: /not empty/,
    });
  });

  it("flags a post without the honeypot fields (a script posting straight to the action)", () => {
    const data = new FormData();
    data.set("name", "Bot");
    expect(judgeForm(data)).toEqual({ kind: "spam", reason: "honeypot fields missing" });
  });

  it.each([
    "",
    "not base64 at all ✓",
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "1.2.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ])("flags a forged or garbled token (%j) without throwing", (token) => {
    expect(judgeForm(formLoadedAgo(10_000, { token }))).toMatchObject({ kind: "spam" });
  });

  it("flags a token signed with another secret, or whose times were changed", () => {
    const issuedAt = Date.now() - 10_000;
    const token = { id: "AAAAAAAAAAAAAAAAAAAAAA", issuedAt, validFrom: issuedAt + 3_000 };
    const foreign = signFormToken(token, "another-site-secret-0123456789abcdef-0123");
    expect(judgeForm(formLoadedAgo(10_000, { token: foreign }))).toMatchObject({ kind: "spam", reason: /not signed/ });
    const genuine = signFormToken(token, getEnv().SESSION_SECRET[0]!);
    const younger = genuine.replace(String(issuedAt), String(issuedAt + HOUR));
    expect(judgeForm(formLoadedAgo(10_000, { token: younger }))).toMatchObject({ kind: "spam", reason: /not signed/ });
  });

  it("expires a form at its maximum age, counted from when its page was rendered", () => {
    const maxAge = getEnv().CONTACT_FORM_MAX_AGE_MINUTES * 60_000;
    expect(judgeForm(formLoadedAgo(maxAge - 60_000)).kind).toBe("person");
    expect(judgeForm(formLoadedAgo(maxAge + 1_000))).toEqual({ kind: "expired" });
    // The audit's case: a shared page's token sent 47 minutes later is still in time; what
    // stops its replays is the count of uses (form-token-uses.server.ts).
    expect(judgeForm(formLoadedAgo(47 * 60_000)).kind).toBe("person");
    expect(judgeForm(formLoadedAgo(5 * HOUR))).toEqual({ kind: "expired" });
  });

  it("gives every rendered page its own token", () => {
    const a = judgeForm(formLoadedAgo(10_000));
    const b = judgeForm(formLoadedAgo(10_000));
    expect(a.kind === "person" && b.kind === "person" && a.tokenId !== b.tokenId).toBe(true);
  });

  it("hands an expired form a token that can be sent at once: the visitor has filled it in already", () => {
    const data = formLoadedAgo(0, { token: tokenForRefilledForm() });
    expect(judgeForm(data).kind).toBe("person");
  });
});

describe("tokenForRefusal", () => {
  const withToken = (token: string) => {
    const next = new FormData();
    next.set("website_url", "");
    next.set("form_started", token);
    return next;
  };

  it("hands a refused visitor their own token: a correction sent at once counts the time already spent", () => {
    const refused = formLoadedAgo(10_000);
    const token = tokenForRefusal(refused);
    expect(token).toBe(refused.get("form_started"));
    expect(judgeForm(withToken(token)).kind).toBe("person");
  });

  it("keeps the original start of a form refused before its fill time was up", () => {
    const refused = formLoadedAgo(1_000);
    const token = tokenForRefusal(refused);
    expect(judgeForm(withToken(token))).toMatchObject({ kind: "spam", reason: /minimum fill time/ });
    expect(judgeForm(withToken(token), Date.now() + 2_500).kind).toBe("person");
  });

  it("never hands a post without the hidden fields a token that skips the fill time", () => {
    const bot = new FormData();
    bot.set("name", "Bot");
    const token = tokenForRefusal(bot);
    expect(judgeForm(withToken(token))).toMatchObject({ kind: "spam", reason: /minimum fill time/ });
    const forged = formLoadedAgo(10_000, {
      token: "1.2.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(judgeForm(withToken(tokenForRefusal(forged)))).toMatchObject({ kind: "spam" });
  });

  it("gives a form open past its maximum age a token it can be sent with at once", () => {
    const old = formLoadedAgo(getEnv().CONTACT_FORM_MAX_AGE_MINUTES * 60_000 + 1_000);
    expect(judgeForm(withToken(tokenForRefusal(old))).kind).toBe("person");
  });
});
