// Image uploads against the production build, on two instances sharing one PostgreSQL (the second
// uses the first one's embedded database through DATABASE_URL): each kind of file gets its answer
// and nothing is half-stored, and an image uploaded through A is served by B, cached for a year.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { connectToDataDir, countRows } from "../support/database";
import {
  RENAMED_EXECUTABLE,
  SVG_WITH_SCRIPT,
  exifHasGps,
  jpegWithGps,
  pixelBombPng,
  pngWithTransparency,
  thirtyMegabytes,
  webp,
} from "../support/images";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";

const PASSWORD = "images-admin-password-0123456789";

let a: RunningServer;
let b: RunningServer;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

/** The URL of A's embedded PostgreSQL, as an operator would give it to a second instance. */
function databaseUrlOf(dataDir: string): string {
  const port = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDirs.push(await initialisedDataDir("images-a"), await initialisedDataDir("images-b"));
  a = await startServer({ dataDir: dataDirs[0], env: { ADMIN_PASSWORD: PASSWORD } });
  b = await startServer({
    dataDir: dataDirs[1],
    env: { ADMIN_PASSWORD: PASSWORD, DATABASE_URL: databaseUrlOf(a.dataDir) },
  });
});

test.afterAll(async () => {
  await cleanUp([a, b].filter(Boolean), dataDirs);
});

async function staffCookie(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "password", password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type Answer = { status: number; body: { image?: { id: string; src: string; srcSet: string }; error?: string } };

async function upload(
  server: RunningServer,
  cookie: string,
  bytes: Buffer,
  name: string,
  headers: Record<string, string> = { Origin: server.url },
): Promise<Answer> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  let response: Response;
  try {
    response = await fetch(`${server.url}/admin/images`, {
      method: "POST",
      headers: { Cookie: cookie, ...headers },
      body: form,
    });
  } catch (error) {
    throw new Error(`upload of ${name} failed to get an answer`, { cause: error });
  }
  const text = await response.text();
  let body: Answer["body"];
  try {
    body = JSON.parse(text) as Answer["body"];
  } catch {
    body = { error: text };
  }
  return { status: response.status, body };
}

/** One column of one row of A's database, or null. */
async function valueIn(sql: string, param: string): Promise<string | null> {
  const client = await connectToDataDir(a.dataDir);
  try {
    return (await client.query<{ value: string }>(sql, [param])).rows[0]?.value ?? null;
  } finally {
    await client.end();
  }
}
const originalName = (id: string) => valueIn("select original_name as value from images where id = $1", id);
const coverOf = (title: string) => valueIn("select cover_image_id::text as value from posts where title = $1", title);

test("each kind of upload gets its answer, nothing refused is stored, and the stored ones lose their GPS", async () => {
  test.setTimeout(120_000);
  const cookie = await staffCookie(a);
  const stored = await countRows(a.dataDir, "images");

  const cases: [string, Buffer, string, number, RegExp | null][] = [
    ["PNG", await pngWithTransparency(), "logo.png", 201, null],
    ["JPEG with GPS", await jpegWithGps(), "phone-photo.jpg", 201, null],
    ["WebP", await webp(), "banner.webp", 201, null],
    ["SVG", SVG_WITH_SCRIPT, "drawing.svg", 415, /SVG files are not accepted/],
    ["renamed executable", RENAMED_EXECUTABLE, "photo.png", 415, /not an image the site accepts/],
    ["pixel bomb", await pixelBombPng(), "huge.png", 422, /more than the 40 megapixels/],
    ["30 MB file", thirtyMegabytes(), "big.png", 413, /10 MB|12\.3 MB/],
  ];
  const ids: Record<string, string> = {};
  for (const [label, bytes, name, status, message] of cases) {
    const answer = await upload(a, cookie, bytes, name);
    expect(answer.status, label).toBe(status);
    if (message) expect(answer.body.error, label).toMatch(message);
    else ids[label] = answer.body.image!.id;
  }
  expect(await countRows(a.dataDir, "images")).toBe(stored + 3);

  // The JPEG came back without its EXIF: neither its WebP files nor its JPEG fallback.
  const gps = ids["JPEG with GPS"]!;
  for (const file of ["480.webp", "960.webp", "1600.webp", "1600.jpeg"]) {
    const response = await fetch(`${a.url}/uploads/${gps}/${file}`);
    expect(response.status, file).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(exifHasGps(meta.exif), file).toBe(false);
    expect(bytes.includes("LeakyCam"), file).toBe(false);
  }
});

test("uploads need an admin, and a page on another site cannot post one with the admin's cookie", async () => {
  const cookie = await staffCookie(a);
  const png = await pngWithTransparency(200, 100);
  const foreign = await upload(a, cookie, png, "x.png", { Origin: "https://evil.example" });
  expect(foreign.status).toBe(403);
  const anonymous = await fetch(`${a.url}/admin/images`, {
    method: "POST",
    headers: { Origin: a.url },
    body: new FormData(),
    redirect: "manual",
  });
  expect([303, 302, 401, 403]).toContain(anonymous.status);
  const empty = await upload(a, cookie, Buffer.alloc(0), "");
  expect(empty.status).toBe(422);
});

test("an image uploaded on instance A is served by instance B, with long immutable caching and an ETag", async () => {
  const cookie = await staffCookie(a);
  const answer = await upload(a, cookie, await pngWithTransparency(1000, 500), "shared.png");
  expect(answer.status).toBe(201);
  const { id, src, srcSet } = answer.body.image!;
  expect(src).toBe(`/uploads/${id}/1000.png`);
  expect(srcSet).toContain(`/uploads/${id}/480.webp 480w`);

  const served = await fetch(`${b.url}/uploads/${id}/960.webp`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const etag = served.headers.get("etag");
  expect(etag).toMatch(/^"[\w-]{20,}"$/);
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 960, height: 480 });

  const again = await fetch(`${b.url}/uploads/${id}/960.webp`, { headers: { "If-None-Match": etag! } });
  expect(again.status).toBe(304);
  expect((await fetch(`${b.url}/uploads/${id}/1000.png`)).headers.get("content-type")).toBe("image/png");
  for (const missing of [`/uploads/${id}/961.webp`, `/uploads/${id}/960.gif`, "/uploads/not-an-id/960.webp"]) {
    expect((await fetch(`${b.url}${missing}`)).status, missing).toBe(404);
  }
});

test("a file name with control characters is stripped of them and the image stored, in the library and as a post's cover", async () => {
  const cookie = await staffCookie(a);
  const png = await pngWithTransparency(400, 300);
  const stored = await countRows(a.dataDir, "images");

  const library = await upload(a, cookie, png, "logo\u0000\r\nBcc: x\u0085.png");
  expect(library.status, library.body.error).toBe(201);
  expect(await originalName(library.body.image!.id)).toBe("logoBcc: x.png");

  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: `Cover with a NUL in its name ${Date.now()}`,
    content: "<p>A post whose cover's file name held a NUL.</p>",
    status: "draft",
    cover_alt: "A blue square",
  }))
    form.set(name, value);
  form.set("cover_file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover\u0000.png");
  const post = await fetch(`${a.url}/admin/blog/new`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: a.url },
    body: form,
    redirect: "manual",
  });
  expect(post.status).toBe(303);
  expect(post.headers.get("location")).toBe("/admin/blog");
  expect(await countRows(a.dataDir, "images")).toBe(stored + 2);
  const cover = await coverOf(String(form.get("title")));
  expect(cover && (await originalName(cover))).toBe("cover.png");
});
