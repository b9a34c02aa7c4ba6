import { describe, expect, it } from "vitest";
import { browserOf, deviceOf } from "./device";

describe("device and browser", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      "phone",
      "Safari",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1",
      "tablet",
      "Safari",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
      "phone",
      "Chrome",
    ],
    ["Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/131.0 Safari/537.36", "tablet", "Chrome"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
      "desktop",
      "Edge",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "desktop", "Firefox"],
    ["curl/8.0", "desktop", "Other"],
  ])("%s", (userAgent, device, browser) => {
    expect(deviceOf(userAgent)).toBe(device);
    expect(browserOf(userAgent)).toBe(browser);
  });
});
