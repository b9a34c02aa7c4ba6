// Every relative link and anchor in README.md and docs/**/*.md leads somewhere: the file exists and,
// for `file.md#anchor` or `#anchor`, so does the heading. Offline: links to other sites are not fetched.
// Run as `npm run docs:links` (a step of npm test). Exits 1 and lists each broken link with its page.
//
// linkinator checks a page's anchors only when it first fetches that page, so one crawl over every
// file misses an anchor on a page it had already fetched for another. Each file is therefore checked
// in a crawl of its own (all at once, in this one process).
import { readdirSync } from "node:fs";
import path from "node:path";
import { check, LinkState } from "linkinator";

const root = path.resolve(import.meta.dirname, "..");

/** README.md, then every Markdown file under docs/, as paths from the repository's root. */
function markdownFiles() {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  return ["README.md", ...docs];
}

const files = markdownFiles();
const results = await Promise.all(
  files.map((file) =>
    check({
      path: file,
      // An absolute root: linkinator 7.6 drops the first folder of a path given with a root of ".".
      serverRoot: root,
      markdown: true,
      checkFragments: true,
      directoryListing: true,
      // Only the local server's own addresses are checked; anything else (https:, mailto:) is skipped.
      linksToSkip: async (link) => !link.startsWith("http://localhost:"),
    }),
  ),
);

const origin = /^http:\/\/localhost:\d+\//;
let broken = 0;
for (const [index, result] of results.entries()) {
  for (const link of result.links.filter((each) => each.state === LinkState.BROKEN)) {
    broken += 1;
    const target = link.url.replace(origin, "");
    const why = target.includes("#") && link.status === 200 ? "no such heading" : `HTTP ${link.status ?? "error"}`;
    console.error(`${files[index]}: broken link to ${target} (${why})`);
  }
}
const links = results.reduce((sum, result) => sum + result.links.length, 0);
if (broken > 0) {
  console.error(`${broken} broken link(s) in ${files.length} Markdown files.`);
  process.exit(1);
}
console.log(`Links: ${links} checked in ${files.length} Markdown files, none broken.`);
