import { Transform, type TransformCallback } from "node:stream";

const NEEDLE = '<link rel="modulepreload"';
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could be the start of a needle cut in two. */
function partialNeedleAtEnd(text: string): number {
  for (let length = Math.min(NEEDLE.length - 1, text.length); length > 0; length--) {
    if (NEEDLE.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/**
 * Marks React Router's module preloads `fetchpriority="low"` as the document streams out.
 *
 * React hoists the framework's `<link rel="modulepreload">` tags to the top of `<head>`, so the
 * hydration scripts (about 20 files) start at the browser's high priority, ahead of the text and
 * images a visitor is waiting for. The page is fully usable before it hydrates (every link and form
 * works without JavaScript), so its scripts should take the bandwidth that is left. React Router's
 * `<Scripts>` takes no option for this, hence an edit of its exact output. The needle is ASCII, so
 * working on a latin1 view of the UTF-8 bytes never splits or alters a character.
 */
export class LowPriorityPreloads extends Transform {
  private carry = "";

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = this.carry + (typeof chunk === "string" ? Buffer.from(chunk) : chunk).toString("latin1");
    const keep = partialNeedleAtEnd(text);
    this.carry = text.slice(text.length - keep);
    const ready = text.slice(0, text.length - keep).replaceAll(NEEDLE, REPLACEMENT);
    callback(null, Buffer.from(ready, "latin1"));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.carry ? Buffer.from(this.carry, "latin1") : undefined);
  }
}
