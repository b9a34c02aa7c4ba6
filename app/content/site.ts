/**
 * The business's own facts, in one place: rebranding the site means editing this file only.
 * Phone numbers use the 555-01xx range reserved for fiction and addresses use example.com until
 * the operator fills in real ones.
 */
export const site = {
  brand: "Peachtree Tech Partners",
  shortBrand: "Peachtree Tech",
  tagline: "Proactive IT, cloud and cybersecurity for Atlanta's schools, nonprofits and growing businesses.",
  phone: { display: "(404) 555-0142", tel: "+14045550142" },
  emergencyHotline: { display: "(404) 555-0199", tel: "+14045550199" },
  email: "hello@example.com",
  supportEmail: "support@example.com",
  careersEmail: "careers@example.com",
  address: {
    street: "1180 Peachtree St NE, Suite 400",
    city: "Atlanta",
    region: "GA",
    postalCode: "30309",
    country: "US",
  },
  /** Where the address is on a map, for search engines (WGS 84); null leaves it out. */
  geo: { latitude: 33.7863, longitude: -84.3837 } as { latitude: number; longitude: number } | null,
  hours: "Mon-Fri 8AM-6PM EST",
  emergencySupport: "24/7",
  visits: "By appointment only",
  responsePromise: "We respond within 2 hours",
  supportPortalUrl: "https://support.example.com",
  timeZone: "America/New_York",
} as const;

type SocialNetwork = "LinkedIn" | "Facebook" | "X" | "Instagram" | "YouTube";
export type SocialLink = { network: SocialNetwork; href: string };

export function formatAddress(address = site.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
