import type { Env } from "./env.server";

const SEE = "See docs/operations.md, Running behind a proxy.";

/**
 * Settings the server starts with but that will not work the way the operator expects once a
 * proxy sits in front of it. Refusing them would also refuse set-ups that are fine (a proxy that
 * replaces X-Forwarded-For, say), so they are said loudly at start-up instead.
 */
export function proxyWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.TRUST_PROXY === true) {
    warnings.push(
      `TRUST_PROXY=true believes the first address of X-Forwarded-For, which the visitor writes whenever the proxy appends to the header (nginx, Caddy and cloud load balancers do): anyone can choose the IP the rate limits count and the inbox stores. Set TRUST_PROXY to the number of proxies in front (1) or their addresses. ${SEE}`,
    );
  }
  if (env.isProduction && env.publicOrigin?.startsWith("https:") && env.TRUST_PROXY === false) {
    warnings.push(
      `SITE_URL is https, so a proxy terminates TLS in front of this server, but TRUST_PROXY is unset: every visitor seems to come from the proxy's address and all of them share one contact-form limit and one sign-in limit. Set TRUST_PROXY to the number of proxies in front (1) or their addresses. ${SEE}`,
    );
  }
  if (env.isProduction && !env.publicOrigin && env.TRUST_PROXY !== false) {
    warnings.push(
      `SITE_URL is unset behind a proxy (TRUST_PROXY is set): canonical URLs, the sitemap, the feed, e-mail links and the Google sign-in callback name ${env.SITE_URL}, and forms pass the origin check only if the proxy sends X-Forwarded-Proto and the public host. Set SITE_URL to the public https address. ${SEE}`,
    );
  }
  return warnings;
}
