import { AboutValues } from "~/components/site/home/about";
import { CertificationsBand } from "~/components/site/home/certifications-band";
import { ContactSection } from "~/components/site/home/contact-section";
import { HomeHero } from "~/components/site/home/hero";
import { ServicesGrid } from "~/components/site/home/services-grid";
import { TechnologyPartners } from "~/components/site/home/technology-partners";
import { Testimonials } from "~/components/site/home/testimonials";
import { CtaBand } from "~/components/site/cta-band";
import { contactConstraint } from "~/contact/constraint.server";
import { homePage } from "~/content/home-page.server";
import { site } from "~/content/site";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/", changefreq: "weekly", priority: 1 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: `Managed IT & Cybersecurity Services in Atlanta | ${site.brand}`,
    description:
      "Proactive managed IT, cloud and cybersecurity for Atlanta schools, nonprofits and small businesses. Book a 15-minute discovery call or a free IT audit.",
  });

export function loader() {
  return { constraint: contactConstraint(), content: homePage };
}

// Sections in the product's order: #home, about, #services, #technologies, #testimonials, the call-to-action
// band, #contact; then the certifications band. The home contact form posts to /contact, which
// stores the request and redirects back to /#contact with the toast.
export default function Home({ loaderData: { constraint, content } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={content.hero} />
      <AboutValues content={content.about} />
      <ServicesGrid content={content.services} />
      <TechnologyPartners content={content.technologies} />
      <Testimonials content={content.testimonials} />
      <CtaBand {...content.ctaBand} />
      <ContactSection constraint={constraint} content={content.contact} />
      <CertificationsBand content={content.certifications} />
    </>
  );
}
