import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { resolveTemplates } from "./templates.server";

describe("the outbox's templates at start-up", () => {
  it("names the unset templates whose e-mails would wait, but not the acknowledgement, which is never queued unset", () => {
    const { ids, unconfigured } = resolveTemplates(parseEnv({ EMAILJS_BOOKING_TEMPLATE_ID: "template_booking" }));
    expect(ids.get("booking-visitor")).toBe("template_booking");
    expect(unconfigured).toContain("EMAILJS_ASSESSMENT_TEMPLATE_ID");
    expect(unconfigured).not.toContain("EMAILJS_ACK_TEMPLATE_ID");
  });

  it("sends the acknowledgement with its own template once it is set", () => {
    const { ids } = resolveTemplates(parseEnv({ EMAILJS_ACK_TEMPLATE_ID: "  template_ack  " }));
    expect(ids.get("contact-acknowledgement")).toBe("template_ack");
  });
});
