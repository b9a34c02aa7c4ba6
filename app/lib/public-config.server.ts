import type { SocialLink } from "~/content/site";
import { getEnv } from "./env.server";

/** The part of the configuration the browser may see. Never put a secret here. */
export type PublicConfig = { siteUrl: string; social: SocialLink[] };

export function publicConfig(): PublicConfig {
  const env = getEnv();
  const candidates: [SocialLink["network"], string | undefined][] = [
    ["LinkedIn", env.SOCIAL_LINKEDIN_URL],
    ["Facebook", env.SOCIAL_FACEBOOK_URL],
    ["X", env.SOCIAL_X_URL],
    ["Instagram", env.SOCIAL_INSTAGRAM_URL],
    ["YouTube", env.SOCIAL_YOUTUBE_URL],
  ];
  return {
    siteUrl: env.SITE_URL,
    social: candidates.flatMap(([network, href]) => (href ? [{ network, href }] : [])),
  };
}
