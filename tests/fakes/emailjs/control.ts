// For tests: the fake EmailJS (server.mjs) that the e2e server's EmailJS calls reach.
import { E2E_PORT } from "../../support/e2e";

/** Far from the 32xx ports the e2e servers use, so parallel runs on other ports do not collide. */
export const FAKE_EMAILJS_PORT = E2E_PORT + 20_000;
export const FAKE_EMAILJS_URL = `http://127.0.0.1:${FAKE_EMAILJS_PORT}`;

/** Test keys: the fake only checks that all four arrive. */
export const FAKE_EMAILJS_ENV = {
  EMAILJS_SERVICE_ID: "service_e2e",
  EMAILJS_TEMPLATE_ID: "template_e2e",
  EMAILJS_PUBLIC_KEY: "public-key-e2e",
  EMAILJS_PRIVATE_KEY: "private-key-e2e",
  EMAILJS_BOOKING_TEMPLATE_ID: "template_booking_e2e",
  EMAILJS_BOOKING_STAFF_TEMPLATE_ID: "template_booking_staff_e2e",
  EMAILJS_ASSESSMENT_TEMPLATE_ID: "template_assessment_e2e",
} as const;

export type FakeMode = "up" | "down" | "hung" | "reject";
export type FakeSend = {
  email: string;
  mode: FakeMode;
  at: string;
  body: { template_id?: string; template_params: Record<string, string> };
};

/**
 * The e2e server's template of the visitor's acknowledgement of a contact request (set in
 * playwright.config.ts only: process tests that count a visitor's sends start servers without it).
 */
export const FAKE_ACK_TEMPLATE_ID = "template_ack_e2e";

/** How the fake answers sends to one recipient address from now on. */
export async function setEmailJsMode(email: string, mode: FakeMode, base = FAKE_EMAILJS_URL): Promise<void> {
  const response = await fetch(`${base}/control/rules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, mode }),
  });
  if (response.status !== 204)
    throw new Error(`fake EmailJS refused the rule: ${response.status} ${await response.text()}`);
}

/** Every send the fake received for one address (or all), in order, with how it answered. */
export async function sendsTo(email?: string, base = FAKE_EMAILJS_URL): Promise<FakeSend[]> {
  const query = email === undefined ? "" : `?email=${encodeURIComponent(email)}`;
  const response = await fetch(`${base}/control/sends${query}`);
  return (await response.json()) as FakeSend[];
}

/**
 * The staff e-mails about contact requests sent to the fake for one address: the visitor's
 * acknowledgement goes to the same address, under its own template.
 */
export async function contactSendsTo(email: string, base = FAKE_EMAILJS_URL): Promise<FakeSend[]> {
  return (await sendsTo(email, base)).filter((send) => send.body.template_id === FAKE_EMAILJS_ENV.EMAILJS_TEMPLATE_ID);
}

/** The acknowledgements of contact requests the fake received for one address. */
export async function acknowledgementsTo(email: string, base = FAKE_EMAILJS_URL): Promise<FakeSend[]> {
  return (await sendsTo(email, base)).filter((send) => send.body.template_id === FAKE_ACK_TEMPLATE_ID);
}

/** The test-only preload, for servers a process test starts itself (through NODE_OPTIONS). */
export const FAKE_EMAILJS_PRELOAD = new URL("./preload.mjs", import.meta.url).href;

export interface FakeEmailJs {
  url: string;
  /** Environment for startServer: the keys, the preload and where the fake is. */
  serverEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts a private fake EmailJS on a free port (process tests that start their own servers). */
export async function startFakeEmailJs(port: number): Promise<FakeEmailJs> {
  const { spawn } = await import("node:child_process");
  const script = new URL("./server.mjs", import.meta.url).pathname;
  const child = spawn(process.execPath, [script, String(port)], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 100) {
      child.kill("SIGKILL");
      throw new Error("the fake EmailJS did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    serverEnv: { ...FAKE_EMAILJS_ENV, FAKE_EMAILJS_URL: url, NODE_OPTIONS: `--import=${FAKE_EMAILJS_PRELOAD}` },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
