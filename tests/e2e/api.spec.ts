// The JSON API contract (docs/blog-and-api.md, "The JSON API"): every route and status, and never a 5xx
// for anything a client sends. HTTP only, so it runs once (in the js-on project).
import type { APIResponse } from "@playwright/test";
import { SEEDED, bearer, createPostViaApi, oldDate, uniqueLabel, type ApiError, type ApiPost } from "../support/blog";
import { expect, test } from "./fixtures";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "HTTP-only contract: run once, in js-on");
});

const POST_FIELDS = [
  "content",
  "cover_alt",
  "cover_image",
  "created_at",
  "id",
  "publish_date",
  "slug",
  "status",
  "summary",
  "tags",
  "title",
  "updated_at",
];

/** JSON, not cached, not a server error; returns the parsed body. */
async function jsonOf<T>(response: APIResponse, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status(), `${response.url()} answered: ${text.slice(0, 300)}`).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response.headers()["cache-control"]).toBe("no-store");
  return JSON.parse(text) as T;
}

/** The one error shape: { error: { code, message, fields? } } and nothing else. */
async function errorOf(response: APIResponse, status: number, code: string) {
  const body = await jsonOf<ApiError>(response, status);
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  for (const key of Object.keys(body.error)) expect(["code", "message", "fields"]).toContain(key);
  return body.error;
}

const valid = () => ({
  title: uniqueLabel("API post"),
  content: "<p>Body text.</p>",
  status: "published",
  publish_date: oldDate(),
});

test.describe("GET /api/posts", () => {
  test("lists visible posts, newest first, with the API's fields; drafts and future posts only with the token", async ({
    request,
  }) => {
    const anonymous = await jsonOf<ApiPost[]>(await request.get("/api/posts"), 200);
    const slugs = anonymous.map((post) => post.slug);
    for (const seeded of SEEDED.published) expect(slugs).toContain(seeded.slug);
    expect(slugs).not.toContain(SEEDED.draft.slug);
    expect(slugs).not.toContain(SEEDED.scheduled.slug);
    expect(Object.keys(anonymous[0]!).sort()).toEqual(POST_FIELDS);
    const dates = anonymous.map((post) => Date.parse(post.publish_date!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(anonymous.every((post) => post.status === "published" || Date.parse(post.publish_date!) <= Date.now())).toBe(
      true,
    );

    const staff = await jsonOf<ApiPost[]>(await request.get("/api/posts", { headers: bearer() }), 200);
    expect(staff.map((post) => post.slug)).toEqual(
      expect.arrayContaining([SEEDED.draft.slug, SEEDED.scheduled.slug, ...slugs]),
    );
  });

  test("refuses a wrong token with 401 instead of quietly showing less", async ({ request }) => {
    const response = await request.get("/api/posts", { headers: bearer("x".repeat(40)) });
    await errorOf(response, 401, "unauthorized");
    expect(response.headers()["www-authenticate"]).toMatch(/^Bearer/);
    await errorOf(await request.get("/api/posts", { headers: { Authorization: "Basic abc" } }), 401, "unauthorized");
  });
});

test.describe("GET /api/posts/slug/{slug} and /api/posts/{id}", () => {
  test("returns one visible post; hidden ones only with the token; 404 JSON otherwise", async ({ request }) => {
    const seeded = SEEDED.published[1];
    const post = await jsonOf<ApiPost>(await request.get(`/api/posts/slug/${seeded.slug}`), 200);
    expect(post).toMatchObject({ slug: seeded.slug, title: seeded.title, status: "published" });
    expect(await jsonOf<ApiPost>(await request.get(`/api/posts/${post.id}`), 200)).toEqual(post);

    for (const hidden of [SEEDED.draft.slug, SEEDED.scheduled.slug]) {
      await errorOf(await request.get(`/api/posts/slug/${hidden}`), 404, "not_found");
      const shown = await jsonOf<ApiPost>(await request.get(`/api/posts/slug/${hidden}`, { headers: bearer() }), 200);
      await errorOf(await request.get(`/api/posts/${shown.id}`), 404, "not_found");
      await jsonOf<ApiPost>(await request.get(`/api/posts/${shown.id}`, { headers: bearer() }), 200);
    }
    await errorOf(await request.get("/api/posts/slug/no-such-post"), 404, "not_found");
    await errorOf(
      await request.get(`/api/posts/slug/${encodeURIComponent("Ünïcode & <tags> / slash")}`),
      404,
      "not_found",
    );
    await errorOf(await request.get(`/api/posts/slug/${"a".repeat(500)}`), 404, "not_found");
    for (const id of ["999999999", "abc", "0", "-1", "1.5", "99999999999999999999"]) {
      await errorOf(await request.get(`/api/posts/${id}`), 404, "not_found");
    }
  });
});

test.describe("POST /api/posts", () => {
  test("creates a post: 201, Location, the saved post with sanitized content and a generated slug", async ({
    request,
  }) => {
    const title = uniqueLabel("Created: Backups & You");
    const response = await request.post("/api/posts", {
      headers: bearer(),
      data: {
        title,
        summary: "A summary.",
        content: `<p onclick="x()">Kept<script>alert(1)</script></p><a href="https://www.cisa.gov">CISA</a>`,
        tags: "Backup,  Nonprofits ,",
        status: "scheduled",
        publish_date: "2031-05-01T09:00",
      },
    });
    const post = await jsonOf<ApiPost>(response, 201);
    expect(response.headers().location).toBe(`/api/posts/${post.id}`);
    expect(Object.keys(post).sort()).toEqual(POST_FIELDS);
    expect(post).toMatchObject({
      title,
      summary: "A summary.",
      content: `<p>Kept</p><a href="https://www.cisa.gov" rel="noopener noreferrer">CISA</a>`,
      tags: "Backup, Nonprofits",
      status: "scheduled",
      // A local time is Eastern: 09:00 EDT is 13:00 UTC.
      publish_date: "2031-05-01T13:00:00.000Z",
    });
    expect(post.slug).toMatch(/^created-backups-and-you-[a-z0-9-]+$/);
    expect(await jsonOf<ApiPost>(await request.get(`/api/posts/${post.id}`, { headers: bearer() }), 200)).toEqual(post);
  });

  test("defaults: draft, empty summary and tags, no date; published without a date is dated now", async ({
    request,
  }) => {
    const draft = await jsonOf<ApiPost>(
      await request.post("/api/posts", {
        headers: bearer(),
        data: { title: uniqueLabel("Draft"), content: "<p>x</p>" },
      }),
      201,
    );
    expect(draft).toMatchObject({ status: "draft", summary: "", tags: "", publish_date: null });
    const before = Date.now();
    const published = await jsonOf<ApiPost>(
      await request.post("/api/posts", {
        headers: bearer(),
        data: { title: uniqueLabel("Now"), content: "<p>x</p>", status: "published" },
      }),
      201,
    );
    expect(Math.abs(Date.parse(published.publish_date!) - before)).toBeLessThan(60_000);
  });

  test("needs the bearer token: 401 without it or with a wrong one, and nothing is stored", async ({ request }) => {
    const body = valid();
    await errorOf(await request.post("/api/posts", { data: body }), 401, "unauthorized");
    await errorOf(
      await request.post("/api/posts", { headers: bearer("e2e-api-token-0123456789abcdefghijklmnoX"), data: body }),
      401,
      "unauthorized",
    );
    await errorOf(await request.post("/api/posts", { headers: bearer("short"), data: body }), 401, "unauthorized");
    await errorOf(
      await request.post("/api/posts", { headers: { Authorization: "" }, data: body }),
      401,
      "unauthorized",
    );
    const all = await jsonOf<ApiPost[]>(await request.get("/api/posts", { headers: bearer() }), 200);
    expect(all.map((post) => post.title)).not.toContain(body.title);
  });

  test("answers field errors with 400: missing, wrong types, bad values, too many tags, unknown fields", async ({
    request,
  }) => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["content", "title"]],
      [{ title: "  ", content: "" }, ["content", "title"]],
      [{ title: 42, content: true }, ["content", "title"]],
      [{ ...valid(), tags: ["a", "b"] }, ["tags"]],
      [{ ...valid(), status: "live" }, ["status"]],
      [{ ...valid(), status: 1 }, ["status"]],
      [{ ...valid(), publish_date: "next tuesday" }, ["publish_date"]],
      [{ ...valid(), publish_date: 1700000000000 }, ["publish_date"]],
      [{ ...valid(), status: "scheduled", publish_date: null }, ["publish_date"]],
      [{ ...valid(), tags: "a, b, c, d, e, f" }, ["tags"]],
      [{ ...valid(), slug: "Not A Slug" }, ["slug"]],
      [{ ...valid(), slug: 7 }, ["slug"]],
      [{ ...valid(), summary: { text: "x" } }, ["summary"]],
      [{ ...valid(), title: "t".repeat(201) }, ["title"]],
      [{ ...valid(), publishDate: "2025-01-01T00:00:00Z", author: "me" }, ["author", "publishDate"]],
      [{ ...valid(), content: "<script>alert(1)</script>" }, ["content"]],
    ];
    for (const [body, fields] of cases) {
      const error = await errorOf(
        await request.post("/api/posts", { headers: bearer(), data: body }),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body).slice(0, 120)).toEqual(fields);
    }
    expect(
      (
        await errorOf(
          await request.post("/api/posts", { headers: bearer(), data: { ...valid(), tags: "a,b,c,d,e,f" } }),
          400,
          "validation_failed",
        )
      ).fields,
    ).toEqual({
      tags: "Use at most 5 tags.",
    });
  });

  test("ignores the read-only fields it returns itself, so a fetched post can be sent back", async ({ request }) => {
    const post = await createPostViaApi(request, valid());
    const old = "1999-01-01T00:00:00.000Z";
    const copy = { ...post, created_at: old, updated_at: old, slug: "", title: uniqueLabel("Copy") };
    const created = await jsonOf<ApiPost>(await request.post("/api/posts", { headers: bearer(), data: copy }), 201);
    expect(created.id).not.toBe(post.id);
    expect(created.created_at).not.toBe(old);
    expect(created.updated_at).not.toBe(old);
    // And a PUT of a fetched post is accepted as is (its own id in the body is ignored too).
    await jsonOf<ApiPost>(
      await request.put(`/api/posts/${created.id}`, { headers: bearer(), data: { ...created, id: post.id } }),
      200,
    );
    expect((await jsonOf<ApiPost>(await request.get(`/api/posts/${post.id}`), 200)).title).toBe(post.title);
  });

  test("answers malformed JSON and non-object bodies with 400, other media types with 415", async ({ request }) => {
    const send = (data: string, contentType = "application/json") =>
      // A Buffer goes out byte for byte (Playwright would JSON-encode a string that is not JSON).
      request.post("/api/posts", { headers: { ...bearer(), "Content-Type": contentType }, data: Buffer.from(data) });
    for (const body of ["{", "{'title':'x'}", '{"title":"x",}', "", "undefined", "\u0000"]) {
      await errorOf(await send(body), 400, "invalid_json");
    }
    for (const body of ["[]", "null", "12", '"a string"', "true"]) await errorOf(await send(body), 400, "invalid_body");
    await errorOf(await send(JSON.stringify(valid()), "text/plain"), 415, "unsupported_media_type");
    await errorOf(await send("title=x&content=y", "application/x-www-form-urlencoded"), 415, "unsupported_media_type");
    await errorOf(
      await request.post("/api/posts", { headers: bearer(), multipart: { title: "x" } }),
      415,
      "unsupported_media_type",
    );
  });

  test("refuses a body over 256 KB with 413", async ({ request }) => {
    const big = { ...valid(), content: `<p>${"a".repeat(300 * 1024)}</p>` };
    await errorOf(await request.post("/api/posts", { headers: bearer(), data: big }), 413, "payload_too_large");
    // Just under the limit is fine when the fields are valid.
    const fits = { ...valid(), content: `<p>${"b".repeat(190_000)}</p>` };
    await jsonOf<ApiPost>(await request.post("/api/posts", { headers: bearer(), data: fits }), 201);
  });

  test("answers 409 when an explicit slug is taken; an empty slug is made unique instead", async ({ request }) => {
    const first = await createPostViaApi(request, valid());
    const clash = await errorOf(
      await request.post("/api/posts", { headers: bearer(), data: { ...valid(), slug: first.slug } }),
      409,
      "slug_taken",
    );
    expect(clash.fields).toHaveProperty("slug");
    const again = await createPostViaApi(request, { ...valid(), title: first.title });
    expect(again.slug).toBe(`${first.slug}-2`);
  });
});

test.describe("PUT /api/posts/{id}", () => {
  test("replaces the fields and answers 200 with the saved post; an empty slug keeps the current one", async ({
    request,
  }) => {
    const post = await createPostViaApi(request, valid());
    const response = await request.put(`/api/posts/${post.id}`, {
      headers: bearer(),
      data: {
        title: "Edited title",
        content: "<h1>New</h1><p>Body</p>",
        tags: "One, Two",
        status: "draft",
        summary: "Edited.",
      },
    });
    const edited = await jsonOf<ApiPost>(response, 200);
    expect(edited).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: "Edited title",
      content: "<h2>New</h2><p>Body</p>",
      tags: "One, Two",
      status: "draft",
      summary: "Edited.",
      publish_date: post.publish_date,
      created_at: post.created_at,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(post.updated_at));
    // Now a draft: gone for the public.
    await errorOf(await request.get(`/api/posts/slug/${post.slug}`), 404, "not_found");
    const renamed = await jsonOf<ApiPost>(
      await request.put(`/api/posts/${post.id}`, {
        headers: bearer(),
        data: { ...valid(), slug: `${post.slug}-renamed` },
      }),
      200,
    );
    expect(renamed.slug).toBe(`${post.slug}-renamed`);
  });

  test("answers 401, 404, 400, 409 and 413 like POST", async ({ request }) => {
    const post = await createPostViaApi(request, valid());
    const other = await createPostViaApi(request, valid());
    await errorOf(await request.put(`/api/posts/${post.id}`, { data: valid() }), 401, "unauthorized");
    await errorOf(
      await request.put(`/api/posts/${post.id}`, { headers: bearer("nope"), data: valid() }),
      401,
      "unauthorized",
    );
    await errorOf(await request.put("/api/posts/999999999", { headers: bearer(), data: valid() }), 404, "not_found");
    await errorOf(await request.put("/api/posts/abc", { headers: bearer(), data: valid() }), 404, "not_found");
    await errorOf(
      await request.put(`/api/posts/${post.id}`, { headers: bearer(), data: { title: 1 } }),
      400,
      "validation_failed",
    );
    await errorOf(
      await request.put(`/api/posts/${post.id}`, {
        headers: { ...bearer(), "Content-Type": "application/json" },
        data: Buffer.from("{nope"),
      }),
      400,
      "invalid_json",
    );
    await errorOf(
      await request.put(`/api/posts/${post.id}`, { headers: bearer(), data: { ...valid(), slug: other.slug } }),
      409,
      "slug_taken",
    );
    await errorOf(
      await request.put(`/api/posts/${post.id}`, {
        headers: bearer(),
        data: { ...valid(), content: "x".repeat(300_000) },
      }),
      413,
      "payload_too_large",
    );
    // Nothing of the refused writes stuck.
    expect(await jsonOf<ApiPost>(await request.get(`/api/posts/${post.id}`, { headers: bearer() }), 200)).toEqual(post);
  });
});

test.describe("other methods and paths", () => {
  test("answer 405 JSON with Allow, and unknown API paths 404 JSON", async ({ request }) => {
    const post = await createPostViaApi(request, valid());
    const cases: [string, string, string][] = [
      ["DELETE", `/api/posts/${post.id}`, "GET, HEAD, PUT"],
      ["PATCH", `/api/posts/${post.id}`, "GET, HEAD, PUT"],
      ["POST", `/api/posts/${post.id}`, "GET, HEAD, PUT"],
      ["PUT", "/api/posts", "GET, HEAD, POST"],
      ["DELETE", "/api/posts", "GET, HEAD, POST"],
      ["POST", `/api/posts/slug/${post.slug}`, "GET, HEAD"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await request.fetch(path, { method, headers: bearer(), data: valid() });
      await errorOf(response, 405, "method_not_allowed");
      expect(response.headers().allow, `${method} ${path}`).toBe(allow);
    }
    for (const [method, path] of [
      ["GET", "/api/nothing"],
      ["POST", "/api/posts/1/comments"],
      ["GET", "/api"],
      ["DELETE", "/api/x/y/z"],
    ]) {
      await errorOf(await request.fetch(path!, { method: method! }), 404, "not_found");
    }
    // Still there: none of the refused methods did anything.
    await jsonOf<ApiPost>(await request.get(`/api/posts/${post.id}`), 200);
  });
});
