import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin, staffHydrated } from "../support/admin";
import { bearer, createPostViaApi, oldDate, uniqueLabel, type ApiPost } from "../support/blog";
import { expect, test } from "./fixtures";

type Project = { use: { javaScriptEnabled?: boolean; baseURL?: string } };
const jsOn = (project: Project) => project.use.javaScriptEnabled !== false;

/**
 * The editor's form; with JavaScript, waits until React owns it (Conform then sets novalidate) and
 * switches the visual editor to its HTML textarea, which these tests type into
 * (tests/e2e/blog-authoring.spec.ts drives the visual editor).
 */
async function editorReady(page: Page, project: Project) {
  const form = page.locator("#post-editor");
  await expect(form).toBeVisible();
  if (jsOn(project)) {
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Edit HTML" }).click();
    await expect(form.getByLabel("Content (HTML)")).toBeVisible();
  }
  return form;
}

/** With JavaScript, wait until React owns the staff page (the staff frame marks itself hydrated). */
async function hydrated(page: Page, project: Project) {
  await staffHydrated(page, jsOn(project));
}

/** The visible toast: Radix's item with JavaScript, the server-rendered region without. */
function toastWith(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

const rowOf = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });

/** Without JavaScript the browser's own `required` check stops an empty field; spaces pass it and only the server refuses them. */
const blank = (project: Project) => (jsOn(project) ? "" : "   ");

async function draftViaApi(page: Page, title: string, extra: Record<string, unknown> = {}): Promise<ApiPost> {
  return createPostViaApi(page.request, { title, content: "<p>Words for a test post.</p>", status: "draft", ...extra });
}

/** A second admin in a browser of its own (same JavaScript setting as the project). */
async function secondAdmin(browser: Browser, project: Project, redirectTo: string) {
  const context = await browser.newContext({ javaScriptEnabled: jsOn(project), baseURL: project.use.baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, redirectTo);
  return { page, close: () => context.close() };
}

test.describe("/admin/blog editor", () => {
  test("creates a draft: toast, back on the list with a yellow Draft badge, not public", async ({ page }, testInfo) => {
    const title = uniqueLabel("Editor create");
    await signInAsAdmin(page);
    await hydrated(page, testInfo.project);
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    const form = await editorReady(page, testInfo.project);

    await expect(form.getByLabel("Status")).toHaveValue("draft");
    await expect(form.getByLabel("Slug")).toHaveAttribute("placeholder", "Leave empty to generate it from the title");
    await expect(form.getByLabel("Tags (comma-separated, max 5)")).toBeVisible();
    await expect(form.getByLabel("Content (HTML)")).toHaveAttribute("rows", "10");

    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Summary").fill("A summary written in the editor.");
    await form.getByLabel("Tags (comma-separated, max 5)").fill("Backup, Schools");
    await form.getByLabel("Content (HTML)").fill("<p>Written in the admin editor.</p>");
    await page.getByRole("button", { name: "Create post" }).click();

    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(toastWith(page, "Post created successfully!")).toBeVisible();
    const row = rowOf(page, title);
    await expect(row).toHaveCount(1);
    const badge = row.locator("[data-status]");
    await expect(badge).toHaveText("Draft");
    await expect(badge).toHaveClass(/bg-yellow-100/);

    const slug = (await row.getByRole("rowheader").locator("span").textContent())!.replace("/blog/", "");
    expect(slug).toMatch(/^editor-create-/);
    const publicPage = await page.request.get(`/blog/${slug}`);
    expect(publicPage.status()).toBe(404);
  });

  test("shows validation errors next to their fields and keeps what was typed", async ({ page }, testInfo) => {
    await signInAsAdmin(page, "/admin/blog/new");
    const form = await editorReady(page, testInfo.project);
    await form.getByLabel("Title").fill(blank(testInfo.project));
    await form.getByLabel("Summary").fill("Keep this summary");
    await form.getByLabel("Tags (comma-separated, max 5)").fill("one, two, three, four, five, six");
    await form.getByLabel("Status").selectOption("scheduled");
    await form.getByLabel("Content (HTML)").fill(blank(testInfo.project));
    await page.getByRole("button", { name: "Create post" }).click();

    await expect(toastWith(page, "Submission failed")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    const expectations = [
      ["Title", "Title is required."],
      ["Content (HTML)", "Content is required."],
      ["Tags (comma-separated, max 5)", "Use at most 5 tags."],
      ["Publish date and time (Eastern)", "A scheduled post needs a publish date."],
    ] as const;
    for (const [label, message] of expectations) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The error is tied to its field, so a screen reader reads it with the field.
      const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ");
      const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts, label).toContain(message);
    }
    await expect(form.getByLabel("Summary")).toHaveValue("Keep this summary");
    await expect(form.getByLabel("Tags (comma-separated, max 5)")).toHaveValue("one, two, three, four, five, six");
    await expect(form.getByLabel("Status")).toHaveValue("scheduled");
    await expect(form.getByLabel("Summary")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("edits a post: publishes it with an Atlanta date, shown in the list and on the public page", async ({
    page,
  }, testInfo) => {
    const title = uniqueLabel("Editor edit");
    const post = await draftViaApi(page, title);
    await signInAsAdmin(page, `/admin/blog/${post.id}/edit`);
    const form = await editorReady(page, testInfo.project);
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await expect(form.getByLabel("Slug")).toHaveValue(post.slug);

    await form.getByLabel("Title").fill(`${title} (edited)`);
    await form.getByLabel("Status").selectOption("published");
    // July 4, 2004 at 9:30 in Atlanta is 13:30 UTC (daylight time); an old date keeps test posts
    // off the first page of the public blog.
    await form.getByLabel("Publish date and time (Eastern)").fill("2004-07-04T09:30");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(toastWith(page, "Post updated successfully!")).toBeVisible();
    const row = rowOf(page, `${title} (edited)`);
    await expect(row.locator("[data-status]")).toHaveText("Published");
    await expect(row.locator("[data-status]")).toHaveClass(/bg-green-100/);
    await expect(row).toContainText("July 4, 2004 at 9:30 AM EDT");

    const api = await page.request.get(`/api/posts/${post.id}`, { headers: bearer() });
    expect(((await api.json()) as ApiPost).publish_date).toBe("2004-07-04T13:30:00.000Z");

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (edited)`);
    await expect(page.getByRole("article").locator("header time")).toHaveText("July 4, 2004 at 9:30 AM EDT");
  });

  test("previews a draft as the public page shows it, marked as a preview and not indexed", async ({
    page,
  }, testInfo) => {
    const title = uniqueLabel("Editor preview");
    const post = await draftViaApi(page, title, {
      content: "<h2>Preview heading</h2><p>Preview body.</p>",
      tags: "Cloud, Nonprofits",
    });
    await signInAsAdmin(page);
    await hydrated(page, testInfo.project);
    await rowOf(page, title)
      .getByRole("link", { name: `Preview ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${post.id}/preview$`));

    const banner = page.getByRole("complementary", { name: "Preview" });
    await expect(banner).toContainText("Draft");
    await expect(banner).toContainText("Visitors cannot see this post yet.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(
      page.getByTestId("post-content").getByRole("heading", { level: 2, name: "Preview heading" }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Cloud", "Nonprofits"]);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const response = await page.request.get(`/admin/blog/${post.id}/preview`);
    expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
  });

  test("deletes a post only after a confirmation step", async ({ page }, testInfo) => {
    const title = uniqueLabel("Editor delete");
    const post = await draftViaApi(page, title);
    await signInAsAdmin(page);
    await hydrated(page, testInfo.project);
    await rowOf(page, title)
      .getByRole("link", { name: `Delete ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${post.id}/delete$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete “${title}”?`);
    // Nothing is deleted by opening the confirmation.
    expect((await page.request.get(`/api/posts/${post.id}`, { headers: bearer() })).status()).toBe(200);

    await hydrated(page, testInfo.project);
    await page.getByRole("button", { name: "Delete post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(toastWith(page, "Post deleted")).toContainText(`“${title}” was deleted.`);
    await expect(rowOf(page, title)).toHaveCount(0);
    expect((await page.request.get(`/api/posts/${post.id}`, { headers: bearer() })).status()).toBe(404);
  });

  test("refuses the second of two simultaneous edits, keeps its text and links to the latest version", async ({
    page,
    browser,
  }, testInfo) => {
    const title = uniqueLabel("Editor conflict");
    const post = await draftViaApi(page, title);
    const editPath = `/admin/blog/${post.id}/edit`;

    await signInAsAdmin(page, editPath);
    const other = await secondAdmin(browser, testInfo.project, editPath);
    try {
      const formA = await editorReady(page, testInfo.project);
      const formB = await editorReady(other.page, testInfo.project);

      await formA.getByLabel("Title").fill(`${title} by A`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(toastWith(page, "Post updated successfully!")).toBeVisible();

      await formB.getByLabel("Summary").fill("B's careful summary");
      await other.page.getByRole("button", { name: "Save changes" }).click();
      const alert = formB.getByRole("alert").filter({ hasText: "This post changed while you were editing it." });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("Your changes were not saved; they are still in the form.");
      await expect(toastWith(other.page, "Submission failed")).toBeVisible();
      await expect(other.page).toHaveURL(new RegExp(`${editPath}$`));
      await expect(formB.getByLabel("Summary")).toHaveValue("B's careful summary");
      await expect(formB.getByLabel("Title")).toHaveValue(title);

      // Nothing of B's reached the post.
      const saved = (await (await page.request.get(`/api/posts/${post.id}`, { headers: bearer() })).json()) as ApiPost;
      expect(saved).toMatchObject({ title: `${title} by A`, summary: "" });

      await alert.getByRole("link", { name: "Open the latest version" }).click();
      const latest = await editorReady(other.page, testInfo.project);
      await expect(latest.getByLabel("Title")).toHaveValue(`${title} by A`);
      await expect(latest.getByRole("alert")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("changing a live post's slug keeps the old address working with a 301", async ({ page }, testInfo) => {
    const title = uniqueLabel("Editor slug");
    const post = await createPostViaApi(page.request, {
      title,
      content: "<p>A post that moves.</p>",
      status: "published",
      publish_date: oldDate(),
    });
    const newSlug = `${post.slug}-moved`;
    await signInAsAdmin(page, `/admin/blog/${post.id}/edit`);
    const form = await editorReady(page, testInfo.project);
    await form.getByLabel("Slug").fill(newSlug);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, "Post updated successfully!")).toBeVisible();

    const old = await page.request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe(`/blog/${newSlug}`);

    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Another post cannot take the old address while it leads here.
    await page.goto("/admin/blog/new");
    const create = await editorReady(page, testInfo.project);
    await create.getByLabel("Title").fill(uniqueLabel("Editor slug thief"));
    await create.getByLabel("Slug").fill(post.slug);
    await create.getByLabel("Content (HTML)").fill("<p>Trying to take an old address.</p>");
    await page.getByRole("button", { name: "Create post" }).click();
    const slugField = create.getByLabel("Slug");
    await expect(slugField).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.locator(`[id="${(await slugField.getAttribute("aria-describedby"))!.split(" ")[0]}"]`),
    ).toContainText(`is an old address of “${title}”`);
  });
});
