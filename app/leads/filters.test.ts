import { describe, expect, it } from "vitest";
import { cursorValue, leadFilterSearchParams, parseLeadCursor, parseLeadFilter } from "./filters";

const parse = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe("parseLeadFilter", () => {
  it("reads every filter, trimmed, with the owner in lower case", () => {
    expect(
      parse("q=+jane++doe+&kind=booking&status=won&owner=Owner@Example.com&from=2026-03-01&to=2026-03-31"),
    ).toEqual({
      filter: {
        q: "jane doe",
        kind: "booking",
        status: "won",
        owner: "owner@example.com",
        from: "2026-03-01",
        to: "2026-03-31",
      },
      errors: {},
    });
    expect(parse("owner=none&q=")).toEqual({ filter: { owner: "none" }, errors: {} });
    expect(parse("q=%00jane%0d%0a%07doe%ff").filter).toEqual({ q: "jane doe\uFFFD" });
    expect(parse("q=%00%01").filter).toEqual({});
  });

  it("leaves out a value it cannot use and says why, field by field", () => {
    const { filter, errors } = parse(`kind=fax&status=hot&from=2026-02-30&to=yesterday&q=${"a".repeat(201)}`);
    expect(filter).toEqual({});
    expect(errors).toEqual({
      kind: "Choose a kind from the list.",
      status: "Choose a status from the list.",
      from: "Enter a date as YYYY-MM-DD, for example 2026-03-04.",
      to: "Enter a date as YYYY-MM-DD, for example 2026-03-04.",
      q: "Search for at most 200 characters.",
    });
    expect(parse("owner=%01bad").errors).toEqual({ owner: "Choose an owner from the list." });
  });

  it("refuses an end date before the start date", () => {
    expect(parse("from=2026-03-10&to=2026-03-01")).toEqual({
      filter: { from: "2026-03-10" },
      errors: { to: "The end date is before the start date." },
    });
  });

  it("round-trips through the query string", () => {
    const { filter } = parse("q=printer&status=new&owner=none&from=2026-01-01");
    expect(parseLeadFilter(leadFilterSearchParams(filter)).filter).toEqual(filter);
    expect(leadFilterSearchParams({}).toString()).toBe("");
  });
});

describe("parseLeadCursor", () => {
  const key = cursorValue({ receivedAt: "2026-03-02T15:00:00.123456Z", id: "0b6f3a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" });

  it("reads an after or a before cursor and ignores a damaged one", () => {
    expect(parseLeadCursor(new URLSearchParams({ after: key }))).toEqual({
      direction: "after",
      receivedAt: "2026-03-02T15:00:00.123456Z",
      id: "0b6f3a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    });
    expect(parseLeadCursor(new URLSearchParams({ before: key }))?.direction).toBe("before");
    expect(parseLeadCursor(new URLSearchParams({ after: "2026-03-02_x'; drop table leads" }))).toBeUndefined();
  });
});
