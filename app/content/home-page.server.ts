import { certifications } from "./certifications";
import {
  homeAbout,
  homeCertifications,
  homeContact,
  homeCtaBand,
  homeHero,
  homeServices,
  homeTechnologies,
  homeTestimonials,
} from "./home";
import { partnerGroups } from "./partners";
import { testimonials } from "./testimonials";

/**
 * Everything the home page says, handed to it by its loader (as the service pages get theirs):
 * the copy reaches the browser once, inside the page's HTML, instead of also inside its script.
 * The components import only the types. Decision 015.
 */
export const homePage = {
  hero: homeHero,
  about: homeAbout,
  services: homeServices,
  technologies: { ...homeTechnologies, groups: partnerGroups },
  testimonials: { ...homeTestimonials, items: testimonials },
  ctaBand: homeCtaBand,
  contact: homeContact,
  certifications: { ...homeCertifications, items: certifications.filter((certification) => certification.onHomePage) },
};

export type HomePage = typeof homePage;
