// "Add to calendar" links: the calendars' own documented template addresses, no account needed.

export type CalendarEvent = { title: string; details: string; startsAt: Date; endsAt: Date; location?: string };

/** 20270315T120000Z: Google's compact UTC form. */
const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${compact(event.startsAt)}/${compact(event.endsAt)}`);
  url.searchParams.set("details", event.details);
  if (event.location) url.searchParams.set("location", event.location);
  return url.toString();
}

/** Outlook on the web (outlook.com; work accounts open the same compose form at outlook.office.com). */
export function outlookCalendarUrl(event: CalendarEvent, host = "outlook.live.com"): string {
  const url = new URL(`https://${host}/calendar/0/action/compose`);
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", event.title);
  url.searchParams.set("startdt", event.startsAt.toISOString());
  url.searchParams.set("enddt", event.endsAt.toISOString());
  url.searchParams.set("body", event.details);
  if (event.location) url.searchParams.set("location", event.location);
  return url.toString();
}
