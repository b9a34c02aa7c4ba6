import { Link } from "react-router";
import { services } from "~/content/services";
import { site } from "~/content/site";
import type { SitemapHandle } from "~/lib/sitemap";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle: SitemapHandle = { sitemap: [{ path: "/", changefreq: "weekly", priority: 1 }] };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: `Managed IT & Cybersecurity Services in Atlanta | ${site.brand}`,
    description:
      "Proactive managed IT, cloud and cybersecurity for Atlanta schools, nonprofits and small businesses. Book a 15-minute discovery call or a free IT audit.",
  });

const primary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondary =
  "inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Section({ id, title, children, tone = "white" }: { id: string; title: string; children: React.ReactNode; tone?: "white" | "tint" }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === "tint" ? "bg-brand-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <section id="home" aria-labelledby="home-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
          <h1 id="home-heading" className="max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Managed IT and cybersecurity for Atlanta's schools, nonprofits and small businesses
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{site.tagline}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/contact" className={primary}>
              Book a 15-minute discovery call
            </Link>
            <Link to="/contact" className={secondary}>
              Get a free IT audit
            </Link>
          </div>
        </div>
      </section>

      <Section id="services" title="Services">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">
                <Link to={`/services/${service.slug}`} className="hover:underline">
                  {service.name}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{service.summary}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="technologies" title="Technology partnerships" tone="tint">
        <p className="mt-4 max-w-2xl text-slate-700">
          We work with the cloud, security and infrastructure platforms our clients already rely on.
        </p>
      </Section>

      <Section id="testimonials" title="What our clients say">
        <p className="mt-4 max-w-2xl text-slate-700">
          Schools, nonprofits and growing businesses across metro Atlanta trust us with their IT.
        </p>
      </Section>

      <Section id="contact" title="Contact us" tone="tint">
        <p className="mt-4 max-w-2xl text-slate-700">
          {site.responsePromise}. Call{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.tel}`}>
            {site.phone.display}
          </a>{" "}
          ({site.hours}) or send us a message.
        </p>
        <Link to="/contact" className={`${primary} mt-8`}>
          Send us a message
        </Link>
      </Section>
    </>
  );
}
