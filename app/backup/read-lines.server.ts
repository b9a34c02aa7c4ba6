import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { BackupError } from "./backup-error";
import { FORMAT, FORMAT_VERSION, type Header, type Line } from "./dump-format";

/**
 * The lines of a backup file, one at a time (a table of images never sits in memory whole). A
 * damaged or cut-off file fails here through gzip's own checks.
 */
export async function* readLines(file: string): AsyncGenerator<Line> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      // Only the new text is searched: an image's row can be many chunks long.
      let searchFrom = pending.length;
      pending += decoder.write(chunk);
      let end: number;
      while ((end = pending.indexOf("\n", searchFrom)) !== -1) {
        yield JSON.parse(pending.slice(0, end)) as Line;
        pending = pending.slice(end + 1);
        searchFrom = 0;
      }
    }
  } catch (error) {
    throw new BackupError(`${file} is damaged or cut short: ${(error as Error).message}.`, { cause: error });
  } finally {
    // A reader that stops early (a refused restore) must not keep the file open.
    source.destroy();
  }
  pending += decoder.end();
  if (pending.trim()) throw new BackupError(`${file} ends in the middle of a line: it is not a complete backup.`);
}

export function asHeader(line: Line | undefined, file: string): Header {
  const header = line as Partial<Header> | undefined;
  if (header?.format !== FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (header.version !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup of format ${String(header.version)}; this release reads ${FORMAT_VERSION}.`,
    );
  }
  return header as Header;
}
