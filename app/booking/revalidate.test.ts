import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateAfterLostTime } from "./revalidate";

const args = (actionStatus: number | undefined, defaultShouldRevalidate: boolean) =>
  ({ actionStatus, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

describe("revalidateAfterLostTime", () => {
  it("reads the times again after a lost time (409), and otherwise does what React Router would", () => {
    expect(revalidateAfterLostTime(args(409, false))).toBe(true);
    expect(revalidateAfterLostTime(args(400, false))).toBe(false);
    expect(revalidateAfterLostTime(args(429, false))).toBe(false);
    expect(revalidateAfterLostTime(args(undefined, true))).toBe(true);
    expect(revalidateAfterLostTime(args(undefined, false))).toBe(false);
  });
});
