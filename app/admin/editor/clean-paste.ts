/**
 * Pasted HTML tidied before the editor parses it. The editor's schema already drops what a post
 * cannot hold (fonts, colours, Word's o:p), but the office suites' habits would still change
 * meaning:
 * - Google Docs marks bold, italic and underline only with inline styles, and the site's CSP
 *   (style-src 'self') stops the browser from reading any inline style of pasted HTML (it reports
 *   each one as a console error instead): the styles are read here as plain text, before the
 *   browser sees them, and turned into <strong>, <em> and <u>.
 * - Docs wraps everything in <b style="font-weight:normal">, which would make the whole paste bold.
 * - Docs puts a <br> between blocks and the browser one at the end, and Word an empty paragraph
 *   (<o:p>&nbsp;</o:p>) where the author pressed Enter twice: each would become an empty paragraph.
 * - A document title is an h1, which posts do not have (the page title is the only one).
 * Deliberately free of imports: the unit test runs this module in a real browser.
 */

/** An opening tag, quoted attribute values (which may hold ">") included. */
const OPENING_TAG = /<[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
const STYLE_ATTRIBUTE = /("[^"]*"|'[^']*')|(\s)style(?=\s*=)/gi;
/** A <style> element ends at the first "</style", whatever comes between (the parser's own rule). */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const PASTED_STYLE = "data-pasted-style";

const BLOCK = new Set([
  "ADDRESS",
  "BLOCKQUOTE",
  "DIV",
  "DL",
  "FIGURE",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HR",
  "LI",
  "OL",
  "P",
  "PRE",
  "TABLE",
  "UL",
]);

/** The attributes the editor can use; everything else (ids, dir, Docs' aria-level, data-*) goes. */
const KEPT_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "alt",
  "title",
  "width",
  "height",
  "start",
  "colspan",
  "rowspan",
]);

/**
 * Word's style sheet dropped and inline styles renamed, so the browser never applies (and never
 * reports) them.
 */
function disarmStyles(html: string): string {
  return html
    .replace(STYLE_ELEMENT, "")
    .replace(OPENING_TAG, (tag) =>
      tag.replace(STYLE_ATTRIBUTE, (match, quoted: string | undefined, space: string | undefined) =>
        quoted === undefined ? `${space}${PASTED_STYLE}` : match,
      ),
    );
}

function declarations(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  for (const part of (element.getAttribute(PASTED_STYLE) ?? "").split(";")) {
    const colon = part.indexOf(":");
    if (colon > 0)
      style.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return style;
}

function isBoldWeight(weight: string | undefined): boolean {
  if (weight === "bold" || weight === "bolder") return true;
  return weight !== undefined && /^\d+$/.test(weight) && Number(weight) >= 600;
}

function isNormalWeight(weight: string | undefined): boolean {
  return weight === "normal" || weight === "400" || weight === "lighter";
}

/** <strong>, <em> and <u> for what an element's style says, inside the element. */
function marksFromStyle(element: Element) {
  const style = declarations(element);
  const tag = element.tagName;
  const marks: string[] = [];
  // Headings are bold by their own style on every site; a bold heading would stay bold in the post.
  if (isBoldWeight(style.get("font-weight")) && !/^(STRONG|B)$/.test(tag) && !element.closest("h1,h2,h3,h4,h5,h6"))
    marks.push("strong");
  if (/^(italic|oblique)/.test(style.get("font-style") ?? "") && !/^(EM|I)$/.test(tag)) marks.push("em");
  const decoration = `${style.get("text-decoration") ?? ""} ${style.get("text-decoration-line") ?? ""}`;
  // A link's own underline (Docs styles the text inside every link so) is not the author's.
  if (decoration.includes("underline") && tag !== "U" && !element.closest("a")) marks.push("u");
  // The first mark ends up outermost: <strong><em>…</em></strong>.
  for (const mark of marks.reverse()) {
    const wrapper = element.ownerDocument.createElement(mark);
    wrapper.append(...element.childNodes);
    element.append(wrapper);
  }
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

const isBlankText = (node: Node) => node.nodeType === Node.TEXT_NODE && !/\S/.test(node.textContent ?? "");

/** The nearest sibling that is neither blank text nor another <br>, or null. */
function neighbour(node: Node, direction: "previousSibling" | "nextSibling"): Node | null {
  let next = node[direction];
  while (next && (isBlankText(next) || (next instanceof Element && next.tagName === "BR"))) next = next[direction];
  return next;
}

const isBlockOrEdge = (node: Node | null) => node === null || (node instanceof Element && BLOCK.has(node.tagName));

/** A <br> that only separates blocks (or ends the paste) is a line of its own: an empty paragraph. */
function isBetweenBlocks(br: Element): boolean {
  return (
    br.classList.contains("Apple-interchange-newline") ||
    (isBlockOrEdge(neighbour(br, "previousSibling")) && isBlockOrEdge(neighbour(br, "nextSibling")))
  );
}

const isEmptyBlock = (block: Element) =>
  !block.querySelector("img") && (block.textContent ?? "").replace(/[\s\u00a0]/g, "") === "";

/**
 * Word writes a list as paragraphs styled "mso-list:l0 level1 lfo1", each starting with the bullet
 * or number it typed: consecutive ones of the same list become one <ul> or <ol> (levels flattened).
 */
function wordLists(body: HTMLElement) {
  for (const paragraph of body.querySelectorAll(`p[${PASTED_STYLE}*="mso-list:l"]`)) {
    const id = /mso-list:\s*(l\d+)/.exec(paragraph.getAttribute(PASTED_STYLE) ?? "")?.[1] ?? "";
    const marker = paragraph.querySelector(`span[${PASTED_STYLE}*="mso-list:Ignore"]`)?.textContent ?? "";
    const tag = /^[0-9a-z]{1,4}[.)]$/i.test(marker.replace(/[\s\u00a0]/g, "")) ? "OL" : "UL";
    const before = paragraph.previousElementSibling;
    let list = before?.tagName === tag && before.getAttribute("data-word-list") === id ? before : null;
    if (!list) {
      list = paragraph.ownerDocument.createElement(tag);
      list.setAttribute("data-word-list", id);
      paragraph.before(list);
    }
    const item = paragraph.ownerDocument.createElement("li");
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
}

function rename(doc: Document, from: string, to: string) {
  for (const element of doc.body.querySelectorAll(from)) {
    const replacement = doc.createElement(to);
    replacement.append(...element.childNodes);
    element.replaceWith(replacement);
  }
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(disarmStyles(html), "text/html");
  const { body } = doc;

  const comments = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: ChildNode[] = [];
  while (comments.nextNode()) found.push(comments.currentNode as Comment);
  for (const comment of found) comment.remove();
  wordLists(body);
  // Word's end-of-paragraph marker, and the bullet or number it types before a list paragraph.
  for (const element of body.querySelectorAll(`o\\:p, span[${PASTED_STYLE}*="mso-list:Ignore" i]`)) element.remove();

  for (const bold of body.querySelectorAll("b")) {
    if (bold.id.startsWith("docs-internal-guid") || isNormalWeight(declarations(bold).get("font-weight"))) unwrap(bold);
  }
  for (const element of body.querySelectorAll(`[${PASTED_STYLE}]`)) marksFromStyle(element);

  for (const br of body.querySelectorAll("br")) if (isBetweenBlocks(br)) br.remove();
  for (const block of body.querySelectorAll("p, h1, h2, h3, h4, h5, h6")) if (isEmptyBlock(block)) block.remove();

  // Their styles are read: what is left of a span or a font is its text.
  for (const element of body.querySelectorAll("span, font")) unwrap(element);
  rename(doc, "h1", "h2");
  rename(doc, "h5", "h4");
  rename(doc, "h6", "h4");
  for (const element of body.querySelectorAll("*")) {
    for (const name of element.getAttributeNames()) if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
  }
  return body.innerHTML;
}
