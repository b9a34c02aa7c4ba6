/**
 * Client testimonials on the home page. The people and organizations are fictional stand-ins
 * until real clients agree to be quoted; none of them names a real company or person.
 */
export type Testimonial = {
  quote: string;
  author: {
    name: string;
    role: string;
    organization: string;
  };
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
};

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Before the start of the school year they rebuilt our Wi-Fi and set up content filtering across 400 Chromebooks. Teachers stopped losing the first ten minutes of class, and our CIPA paperwork for E-Rate was ready before we asked.",
    author: { name: "Dr. Renée Caldwell", role: "Head of School", organization: "Magnolia Ridge Academy" },
    rating: 5,
  },
  {
    quote:
      "We moved 35 staff and volunteers to Microsoft 365 using our nonprofit grant, with multi-factor sign-in from day one. When a phishing email hit our finance team last spring, their training meant nobody clicked.",
    author: {
      name: "Keisha Brantley",
      role: "Director of Operations",
      organization: "Westside Harvest Food Collective",
    },
    rating: 5,
  },
  {
    quote:
      "Tax season used to mean a server scare every March. Now our backups are tested every quarter, the help desk actually picks up the phone, and our vCIO helped us budget two years of laptop replacements.",
    author: { name: "Priya Natarajan", role: "Managing Partner", organization: "Linden Street Accounting Group" },
    rating: 5,
  },
];
