import { findService, type ServiceSlug, type ServiceSummary } from "./services";
import { cloudSolutions } from "./services/cloud-solutions";
import { cybersecurity } from "./services/cybersecurity";
import { dataAnalytics } from "./services/data-analytics";
import { digitalTransformation } from "./services/digital-transformation";
import { managedItServices } from "./services/managed-it-services";
import { networkInfrastructure } from "./services/network-infrastructure";
import type { ServicePageContent } from "./services/types";

/**
 * The full page of every service, by slug. Server-only: route loaders send one page at a time, so
 * the copy of all six never ships in the browser bundle. A slug missing here fails the type check.
 */
const pages: Record<ServiceSlug, ServicePageContent> = {
  "managed-it-services": managedItServices,
  cybersecurity,
  "cloud-solutions": cloudSolutions,
  "network-infrastructure": networkInfrastructure,
  "digital-transformation": digitalTransformation,
  "data-analytics": dataAnalytics,
};

export type ServicePage = ServiceSummary & ServicePageContent;

/** The page of the service with this slug, or undefined for an unknown slug. */
export function findServicePage(slug: string | undefined): ServicePage | undefined {
  const summary = findService(slug);
  return summary ? { ...summary, ...pages[summary.slug] } : undefined;
}
