import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("submits by default and shows its label", () => {
    const out = renderToStaticMarkup(<Button>Send Message</Button>);
    expect(out).toMatch(/^<button type="submit" class="[^"]*bg-brand-700[^"]*">Send Message<\/button>$/);
  });

  it("while busy, is disabled and shows a spinner with the busy label", () => {
    const out = renderToStaticMarkup(
      <Button busy busyLabel="Sending...">
        Send Message
      </Button>,
    );
    expect(out).toContain('disabled=""');
    expect(out).toContain("<svg");
    expect(out).toContain("Sending...");
    expect(out).not.toContain("Send Message");
  });

  it("keeps name and value, so a form can tell which button sent it", () => {
    const out = renderToStaticMarkup(
      <Button name="intent" value="google" variant="secondary">
        Sign In with Google
      </Button>,
    );
    expect(out).toContain('name="intent"');
    expect(out).toContain('value="google"');
    expect(out).toContain("ring-brand-700");
  });
});
