import type { Page } from "@playwright/test";
import { SEEDED, createPostViaApi, oldDate, uniqueLabel } from "../support/blog";
import { expect, test } from "./fixtures";

type Project = { use: { javaScriptEnabled?: boolean } };
const jsOn = (project: Project) => project.use.javaScriptEnabled !== false;

/** With JavaScript, wait until React owns the page (the header's menu link becomes a button). */
async function hydrated(page: Page, project: Project) {
  if (jsOn(project))
    await expect(page.getByRole("banner").locator('button[aria-controls="mobile-menu"]')).toHaveCount(1);
}

/** Holds matching requests until released: lets a test see the loading state of a navigation. */
async function holdRequests(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const postsOnPage = (page: Page) => page.getByRole("region", { name: "Blog posts" }).getByRole("article");
const pending = (page: Page) => page.getByRole("status").filter({ has: page.getByTestId("blog-pending") });

test.describe("/blog", () => {
  test("lists the visible posts newest first with title, summary, date, tags and a Read More link", async ({
    page,
  }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Blog | Peachtree Tech Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT and cybersecurity insights");

    const titles = await postsOnPage(page).getByRole("heading", { level: 2 }).allTextContents();
    const seededOrder = SEEDED.published.map((post) => titles.indexOf(post.title));
    expect(
      seededOrder.every((index) => index >= 0),
      `seeded posts on page 1: ${titles.join(" | ")}`,
    ).toBe(true);
    expect(seededOrder).toEqual([...seededOrder].sort((a, b) => a - b));

    for (const seeded of SEEDED.published) {
      const article = postsOnPage(page).filter({ has: page.getByRole("heading", { name: seeded.title }) });
      await expect(article.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(article.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(article.getByRole("list", { name: `Tags of ${seeded.title}` }).getByRole("listitem")).toHaveText([
        ...seeded.tags,
      ]);
      await expect(article.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", `/blog/${seeded.slug}`);
      await expect(article.locator("p").nth(1)).not.toBeEmpty();
    }
    // Drafts and posts scheduled for later are not shown.
    await expect(page.getByText(SEEDED.draft.title)).toHaveCount(0);
    await expect(page.getByText(SEEDED.scheduled.title)).toHaveCount(0);

    await expect(page.getByText("Times are Eastern Time.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe with RSS" })).toHaveAttribute("href", "/blog/rss.xml");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
  });

  test("Read More opens the post; Back to Blog returns to the list", async ({ page }, testInfo) => {
    const seeded = SEEDED.published[0];
    await page.goto("/blog");
    await hydrated(page, testInfo.project);
    let release: (() => void) | undefined;
    if (jsOn(testInfo.project)) release = await holdRequests(page, "**/blog/*.data*");
    await page.getByRole("link", { name: `Read More about ${seeded.title}` }).click();
    if (release) {
      // A client navigation shows an announced spinner with text while the post loads.
      await expect(pending(page)).toHaveText("Loading post…");
      release();
    }
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.title);
    await expect(pending(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT and cybersecurity insights");
  });
});

test.describe("/blog/{slug}", () => {
  test("shows title, Eastern publish date, tag chips and the post's content, with article metadata", async ({
    page,
  }) => {
    const seeded = SEEDED.published[0];
    const response = await page.goto(`/blog/${seeded.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.title);
    const time = page.getByRole("article").locator("header time");
    await expect(time).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Sample posts are dated 10:00 in the morning, Atlanta time.
    await expect(time).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at 10:00 AM E[SD]T$/);
    await expect(page.getByText("(Times are Eastern Time.)")).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([...seeded.tags]);

    const content = page.getByTestId("post-content");
    await expect(
      content.getByRole("heading", { level: 2, name: "Why the annual slideshow does not work" }),
    ).toBeVisible();
    await expect(content.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    // The post's own stylesheet gives the sanitized HTML readable prose.
    await expect(content.locator("ol")).toHaveCSS("list-style-type", "decimal");
    await expect(content.locator("blockquote")).toHaveCSS("border-left-style", "solid");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveCount(2);

    await expect(page).toHaveTitle(`${seeded.title} | Peachtree Tech Partners`);
    const head = (selector: string) => page.locator(`head ${selector}`);
    await expect(head('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${seeded.slug}$`));
    await expect(head('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${seeded.title} | Peachtree Tech Partners`,
    );
    await expect(head('meta[name="description"]')).toHaveAttribute("content", /^Teachers and front-office staff/);
    await expect(head('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      (await time.getAttribute("datetime")) ?? "",
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: seeded.title,
      datePublished: await time.getAttribute("datetime"),
      dateModified: expect.stringMatching(/Z$/),
      url: expect.stringMatching(new RegExp(`/blog/${seeded.slug}$`)),
      author: { "@type": "Organization", name: "Peachtree Tech Partners" },
      publisher: { "@type": "Organization", name: "Peachtree Tech Partners" },
    });
  });

  for (const [label, slug] of [
    ["an unknown slug", "no-such-post-anywhere"],
    ["a draft", SEEDED.draft.slug],
    ["a post scheduled for later", SEEDED.scheduled.slug],
  ] as const) {
    test(`answers ${label} with the Post Not Found view and HTTP 404`, async ({ page }) => {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
      await expect(page.getByText("Sorry, we couldn't find the post you were looking for.")).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page).toHaveTitle("Post Not Found | Peachtree Tech Partners");
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test("shows tag chips from the comma-separated string, and none when there are no tags", async ({
    page,
    request,
  }) => {
    const tagged = await createPostViaApi(request, {
      title: uniqueLabel("Chips"),
      content: "<p>Tag chips.</p>",
      tags: " Cloud ,Backups,, Schools & Libraries ",
      status: "published",
      publish_date: oldDate(),
    });
    const untagged = await createPostViaApi(request, {
      title: uniqueLabel("No chips"),
      content: "<p>None.</p>",
      status: "published",
      publish_date: oldDate(),
    });
    await page.goto(`/blog/${tagged.slug}`);
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Cloud",
      "Backups",
      "Schools & Libraries",
    ]);
    await page.goto(`/blog/${untagged.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(untagged.title);
    await expect(page.getByRole("list", { name: "Tags" })).toHaveCount(0);
  });
});

test.describe("pagination", () => {
  test("10 posts a page, Next and Previous links, rel next/prev, 404 past the end", async ({
    page,
    request,
  }, testInfo) => {
    // Enough posts for at least two pages, dated after the samples so page 1 keeps them.
    const mine = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const title = uniqueLabel("Paged");
      mine.add(title);
      await createPostViaApi(request, {
        title,
        content: "<p>Filler.</p>",
        status: "published",
        publish_date: oldDate(i),
      });
    }
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(postsOnPage(page)).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    const pageCount = Number((await pages.getByText(/^Page 1 of \d+$/).textContent())!.split(" of ")[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/blog\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
    const firstPageTitles = await postsOnPage(page).getByRole("heading").allTextContents();

    await hydrated(page, testInfo.project);
    let release: (() => void) | undefined;
    if (jsOn(testInfo.project)) release = await holdRequests(page, "**/blog.data*");
    await pages.getByRole("link", { name: "Next" }).click();
    if (release) {
      await expect(pending(page)).toHaveText("Loading posts…");
      await expect(page.getByTestId("blog-pending").locator("svg")).toBeVisible();
      release();
    }
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pages.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
    await expect(pending(page)).toHaveCount(0);
    const secondPageTitles = await postsOnPage(page).getByRole("heading").allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    // Page 2 continues where page 1 ended. Other tests publish, re-date and delete their posts
    // meanwhile, which moves any post across the page boundary; this test's own posts keep their
    // order, so among them a repeat is allowed only as a shift (page 1's tail, at the head of
    // page 2), and page 2 must still bring posts page 1 did not show.
    const repeated = secondPageTitles.filter((title) => firstPageTitles.includes(title));
    expect(repeated.length).toBeLessThan(firstPageTitles.length);
    const ownFirst = firstPageTitles.filter((title) => mine.has(title));
    const ownSecond = secondPageTitles.filter((title) => mine.has(title));
    const ownRepeated = ownSecond.filter((title) => ownFirst.includes(title));
    expect(ownRepeated).toEqual(ownFirst.slice(ownFirst.length - ownRepeated.length));
    expect(ownSecond.slice(0, ownRepeated.length)).toEqual(ownRepeated);
    expect(secondPageTitles.some((title) => !firstPageTitles.includes(title))).toBe(true);
    await expect(page).toHaveTitle(`Blog (page 2 of ${pageCount}) | Peachtree Tech Partners`);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/blog$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?page=2$/);

    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postsOnPage(page)).toHaveCount(10);

    await page.goto(`/blog?page=${pageCount}`);
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
  });

  test("a malformed or out-of-range page number is a 404; ?page=1 redirects to /blog", async ({ page }) => {
    for (const bad of ["0", "-1", "1.5", "abc", "2x", "", "99999"]) {
      const response = await page.goto(`/blog?page=${bad}`);
      expect(response?.status(), `?page=${bad}`).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
    const response = await page.goto("/blog?page=1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog$/);
  });
});
