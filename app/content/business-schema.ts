import { site, type SocialLink } from "./site";

/**
 * schema.org description of the business, shown on every page (root layout). LocalBusiness: the
 * type schema.org had for professional services is deprecated. `social` are the profiles the
 * footer links (SOCIAL_*_URL), the same business elsewhere.
 */
export function businessSchema(siteUrl: string, social: readonly SocialLink[] = []) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: site.brand,
    description: site.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/images/og-default.png`,
    telephone: site.phone.tel,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    ...(site.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } }
      : {}),
    ...(social.length > 0 ? { sameAs: social.map((link) => link.href) } : {}),
    areaServed: [
      { "@type": "City", name: "Atlanta" },
      { "@type": "AdministrativeArea", name: "Metro Atlanta" },
      { "@type": "State", name: "Georgia" },
    ],
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    knowsAbout: [
      "Managed IT services",
      "Cybersecurity",
      "Cloud solutions",
      "Network infrastructure",
      "vCIO planning",
      "Compliance",
    ],
  };
}
