import { expect } from "@playwright/test";

/**
 * Signs in to a server started by a process test with the local administrator's password, the
 * way the login form does, and returns the session as a Cookie header for the requests that follow.
 */
export async function signInWithAdminPassword(serverUrl: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverUrl },
    body: new URLSearchParams({ intent: "password", password, redirectTo: "/admin" }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
