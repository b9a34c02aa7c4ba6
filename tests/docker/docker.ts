// The docker CLI for the image test: each call's output, or its failure with what docker said.
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "../support/server-process";

const run = promisify(execFile);

export async function docker(args: string[], timeoutMs = 120_000): Promise<string> {
  try {
    const { stdout } = await run("docker", args, { cwd: ROOT, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`docker ${args.join(" ")} failed: ${failed.stderr || failed.stdout || failed.message}`, {
      cause: error,
    });
  }
}

/** Runs a command to its end; the exit status and everything it printed, stdout and stderr together. */
export async function dockerExit(args: string[], timeoutMs = 120_000): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("docker", args, { cwd: ROOT, timeout: timeoutMs });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, output: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * scripts/ensure-docker.sh: an engine and the Dockerfile's base images, installed or built when
 * missing. Undefined when ready, else the reason there is no engine here (the test then skips,
 * saying so). Anything else that goes wrong fails the test.
 */
export function ensureDocker(): string | undefined {
  const result = spawnSync("bash", ["scripts/ensure-docker.sh"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
    timeout: 20 * 60_000,
  });
  process.stderr.write(result.stderr ?? "");
  if (result.status === 0) return undefined;
  const reason = (result.stderr ?? "").trim().split("\n").at(-1) ?? "no reason given";
  if (result.status === 3) return reason;
  throw new Error(`scripts/ensure-docker.sh failed (${result.status ?? result.signal}): ${reason}`);
}
