import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";

// Attributes whose value decides what axe judges (a colour, a role, a state). Any other value (a
// name, an address, an id, a token, a nonce) is judged by whether it is there, not by what it says.
const MEANINGFUL = new Set(["class", "role", "type", "rel", "scope", "lang", "dir", "hidden", "disabled"]);
const MEANINGFUL_ARIA = /^aria-(hidden|current|expanded|invalid|live|modal|pressed|selected|checked|disabled)$/;
// Their text is code or data, not what a visitor reads.
const OPAQUE = new Set(["script", "style", "template"]);

function attributeShape(name: string, value: string): string {
  if (MEANINGFUL.has(name) || MEANINGFUL_ARIA.test(name)) return `${name}=${value}`;
  return value === "" ? `${name}=` : `${name}=*`;
}

/**
 * A page's shape: its elements, their meaningful attributes and whether each holds text, with runs
 * of identical siblings (rows of a table, posts of a list, paragraphs) counted as one. Two renders
 * of one page with other data (a lead's name, one more row, another post's words) have one shape.
 */
export function pageShape(html: string): string {
  const stack: { open: string; children: string[]; opaque: boolean }[] = [{ open: "", children: [], opaque: false }];
  const add = (shape: string) => {
    const { children } = stack[stack.length - 1]!;
    if (children[children.length - 1] !== shape) children.push(shape);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const shown = Object.entries(attributes)
          .map(([key, value]) => attributeShape(key, value))
          .sort();
        const opaque = OPAQUE.has(name) || stack[stack.length - 1]!.opaque;
        stack.push({ open: `${name}[${shown.join(" ")}]`, children: [], opaque });
      },
      ontext(text) {
        if (!stack[stack.length - 1]!.opaque && text.trim() !== "") add("#");
      },
      onclosetag() {
        if (stack.length < 2) return;
        const { open, children } = stack.pop()!;
        add(`${open}(${children.join(",")})`);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  while (stack.length > 1) {
    const { open, children } = stack.pop()!;
    add(`${open}(${children.join(",")})`);
  }
  return stack[0]!.children.join(",");
}

/**
 * The pages already checked with axe in this run, by their shape. The same page reached again by a
 * later test (the home page, a list after one more row, a lead with another name) is not checked
 * again: axe on a slow two-core machine takes seconds a page, and the suite visits the same few
 * pages hundreds of times. A page whose shape differs (an error shown, a dialog open, another
 * state) is checked.
 *
 * Kept in memory and as one empty file per shape in the run's output folder, which Playwright
 * empties when a run starts: a shape judged by one worker (or for one project: both audit the DOM
 * in a JavaScript-capable page) is not judged again by the others. Two workers may judge one shape
 * at the same moment; that costs time, never a check.
 */
const audited = new Set<string>();
let sharedFolder: string | undefined;

/** Where this worker shares its judged shapes with the run's other workers. */
export function shareAuditedPagesIn(folder: string): void {
  if (sharedFolder === folder) return;
  mkdirSync(folder, { recursive: true });
  sharedFolder = folder;
}

const sharedFile = (key: string) =>
  sharedFolder === undefined ? undefined : join(sharedFolder, key.replace(/\W/g, "-"));

export function pageFingerprint(html: string): string {
  return createHash("sha256").update(pageShape(html)).digest("hex");
}

export function alreadyAudited(key: string): boolean {
  if (audited.has(key)) return true;
  const file = sharedFile(key);
  if (file === undefined || !existsSync(file)) return false;
  audited.add(key);
  return true;
}

/** Only a page that passed is remembered: a failing one fails its test, and any later one. */
export function rememberAudited(key: string): void {
  audited.add(key);
  const file = sharedFile(key);
  if (file !== undefined) writeFileSync(file, "");
}
