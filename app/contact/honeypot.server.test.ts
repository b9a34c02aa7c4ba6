import { describe, expect, it } from "vitest";
import { honeypotInputProps, spamReason } from "./honeypot.server";

async function formLoadedAgo(ms: number, fill: Partial<Record<"trap" | "from", string>> = {}) {
  const props = await honeypotInputProps(Date.now() - ms);
  const data = new FormData();
  data.set(props.nameFieldName, fill.trap ?? "");
  data.set(props.validFromFieldName!, fill.from ?? props.encryptedValidFrom);
  return data;
}

// These use the default minimum fill time of 3 seconds.
describe("spamReason", () => {
  it("lets a form filled by a person (empty trap, loaded long enough ago) through", async () => {
    expect(await spamReason(await formLoadedAgo(10_000))).toBeUndefined();
  });

  it("flags a form sent sooner than the minimum fill time", async () => {
    expect(await spamReason(await formLoadedAgo(500))).toMatch(/future/);
  });

  it("flags a filled trap field", async () => {
    expect(await spamReason(await formLoadedAgo(10_000, { trap: "https://spam.example" }))).toMatch(/not empty/);
  });

  it("flags a post without the honeypot fields (a script posting straight to the action)", async () => {
    const data = new FormData();
    data.set("name", "Bot");
    expect(await spamReason(data)).toBe("honeypot fields missing");
  });

  it.each(["", "not base64 at all ✓", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"])(
    "flags a forged or garbled timestamp (%j) without throwing",
    async (from) => {
      expect(await spamReason(await formLoadedAgo(10_000, { from }))).toBeTruthy();
    },
  );
});
