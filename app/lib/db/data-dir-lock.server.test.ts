import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, acquireDataDirLock } from "./data-dir-lock.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, "server.lock");

describe("acquireDataDirLock", () => {
  it("writes our pid and removes the lock on release", () => {
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses while another live node process holds it", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => other.once("spawn", resolve));
      writeFileSync(lockFile(), JSON.stringify({ pid: other.pid }));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server \(pid \d+\)/);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a lock whose holder is gone", async () => {
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(lockFile(), JSON.stringify({ pid: gone.pid }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock whose pid now belongs to a process that is not a server", async () => {
    const sleeper = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => sleeper.once("spawn", resolve));
      writeFileSync(lockFile(), JSON.stringify({ pid: sleeper.pid }));
      const release = acquireDataDirLock(dir);
      release();
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("takes over an unreadable lock file", () => {
    writeFileSync(lockFile(), "garbage");
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    release();
  });
});
