import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { ResponseTimes, SupportChannels, TicketChecklist } from "~/components/site/support/contact-support-sections";
import { site } from "~/content/site";
import { contactSupportPage as page } from "~/content/support/contact-support";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/support.contact-support";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/support/contact-support", priority: 0.7 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, { title: page.title, description: page.description });

export default function ContactSupport() {
  return (
    <>
      <PageHero icon="pulse" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <SupportChannels />
      <ResponseTimes />
      <TicketChecklist />

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        action={page.cta.action}
        secondary={{ label: `Or call ${site.phone.display}`, href: `tel:${site.phone.tel}` }}
        opensContactModal
      />
    </>
  );
}
