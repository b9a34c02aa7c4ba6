import { closeSync, fsyncSync, openSync } from "node:fs";

/** Flushes a file's or a folder's entries to the disk; a rename is only durable once its folder is. */
export function fsyncPath(target: string, flags: "r" | "r+" = "r"): void {
  const fd = openSync(target, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
