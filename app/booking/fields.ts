// The booking form's fields as the visitor reads them; shared by the form and the server's checks.

export const BOOKING_FIELDS = ["name", "email", "organization", "phone", "location", "topic"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const BOOKING_LABELS: Record<BookingField, string> = {
  name: "Name",
  email: "Email",
  organization: "Organization",
  phone: "Phone",
  location: "How should we meet?",
  topic: "What would you like to talk about?",
};

export const BOOKING_LIMITS: Record<BookingField, number> = {
  name: 120,
  email: 254,
  organization: 160,
  phone: 40,
  location: 5,
  topic: 2000,
};

/** The longest reason a visitor may give for cancelling (also a check of the bookings table). */
export const CANCEL_REASON_MAX = 1000;

/** The free IT audit's public id, carried through the steps: opaque, URL-safe, at most 64 characters. */
const ASSESSMENT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function assessmentFrom(value: string | null | undefined): string | undefined {
  return value && ASSESSMENT_PATTERN.test(value) ? value : undefined;
}

/** Typed values and their complaints, handed back with a refusal so nothing typed is lost. */
export type BookingValues = Partial<Record<BookingField, string>>;
export type BookingErrors = Partial<Record<BookingField, string[]>>;
