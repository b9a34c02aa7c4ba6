import { Writable } from "node:stream";

const NEEDLE = '<link rel="modulepreload"';
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low"';

/**
 * A destination for React's renderer that keeps the document until it is complete, then hands
 * it over in one piece: the page is compressed in one pass and sent with its length.
 */
export class WholeDocument extends Writable {
  private readonly chunks: Buffer[] = [];

  /** The finished document, once React has ended the stream. */
  readonly done: Promise<Buffer<ArrayBuffer>>;

  constructor() {
    super();
    this.done = new Promise((resolve, reject) => {
      this.once("finish", () => resolve(lowPriorityPreloads(Buffer.concat(this.chunks))));
      this.once("error", reject);
    });
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    callback();
  }
}

/**
 * Marks React Router's module preloads `fetchpriority="low"`.
 *
 * React hoists the framework's `<link rel="modulepreload">` tags to the top of `<head>`, so the
 * hydration scripts (about 20 files) start at the browser's high priority, ahead of the text and
 * images a visitor is waiting for. The page is fully usable before it hydrates (every link and form
 * works without JavaScript), so its scripts should take the bandwidth that is left. React Router's
 * `<Scripts>` takes no option for this, hence an edit of its exact output. The needle is ASCII, so
 * working on a latin1 view of the UTF-8 bytes never splits or alters a character.
 */
export function lowPriorityPreloads(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = document.toString("latin1");
  return text.includes(NEEDLE) ? Buffer.from(text.replaceAll(NEEDLE, REPLACEMENT), "latin1") : document;
}
