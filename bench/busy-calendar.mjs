// A working engineer's calendar as Google Calendar publishes it (its secret iCal address), for the
// booking benchmark: a year and a half of history, because the published file holds every event
// ever made, with the series and exceptions that make expanding it real work.
// `seed` varies the times, so each host is busy at other times.

const ZONE = "America/New_York";

const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const DAY = 86_400_000;

/** 20261128T150000Z */
function utc(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20261128 of a UTC date, for all-day events and local wall-clock times. */
function ymd(date) {
  return date.toISOString().slice(0, 10).replace(/-/g, "");
}

/** A small deterministic generator, so a run's calendars are the same each time. */
function random(seed) {
  let state = seed * 2_654_435_761 + 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The Monday on or before `date` (UTC), at midnight. */
function mondayOf(date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

export function busyCalendar({ seed, owner, now = new Date() }) {
  const next = random(seed);
  const stamp = utc(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${owner}`,
    `X-WR-TIMEZONE:${ZONE}`,
    ...NEW_YORK,
  ];
  let uid = 0;
  const event = (props) => {
    uid++;
    lines.push("BEGIN:VEVENT", ...props, `DTSTAMP:${stamp}`, `UID:${seed}-${uid}@google.com`, "END:VEVENT");
    return `${seed}-${uid}@google.com`;
  };
  const local = (date, minutes) =>
    `${ymd(date)}T${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;
  const start = mondayOf(new Date(now.getTime() - 540 * DAY));
  const thisMonday = mondayOf(now);

  // The daily stand-up, every working day for a year and a half, a few days excluded.
  const standup = 9 * 60 + 15 * (seed % 3);
  const skipped = [7, 30, 61].map(
    (weeks) => `EXDATE;TZID=${ZONE}:${local(new Date(thisMonday.getTime() - weeks * 7 * DAY), standup)}`,
  );
  event([
    `DTSTART;TZID=${ZONE}:${local(start, standup)}`,
    `DTEND;TZID=${ZONE}:${local(start, standup + 15)}`,
    "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    ...skipped,
    "SUMMARY:Stand-up",
  ]);

  // The weekly team meeting, with one instance next week moved to the afternoon.
  const team = (14 + (seed % 2)) * 60;
  const tuesday = new Date(start.getTime() + DAY);
  const teamUid = event([
    `DTSTART;TZID=${ZONE}:${local(tuesday, team)}`,
    `DTEND;TZID=${ZONE}:${local(tuesday, team + 60)}`,
    "RRULE:FREQ=WEEKLY;BYDAY=TU",
    "SUMMARY:Team meeting",
  ]);
  const movedFrom = new Date(thisMonday.getTime() + 8 * DAY);
  lines.push(
    "BEGIN:VEVENT",
    `DTSTART;TZID=${ZONE}:${local(new Date(movedFrom.getTime() + DAY), 16 * 60)}`,
    `DTEND;TZID=${ZONE}:${local(new Date(movedFrom.getTime() + DAY), 17 * 60)}`,
    `RECURRENCE-ID;TZID=${ZONE}:${local(movedFrom, team)}`,
    `DTSTAMP:${stamp}`,
    `UID:${teamUid}`,
    "SUMMARY:Team meeting (moved)",
    "END:VEVENT",
  );

  // A fortnightly one-to-one, and a monthly review held from London (a zone the file only names).
  const thursday = new Date(start.getTime() + 3 * DAY);
  event([
    `DTSTART;TZID=${ZONE}:${local(thursday, 11 * 60 + 30 * (seed % 2))}`,
    `DTEND;TZID=${ZONE}:${local(thursday, 12 * 60 + 30 * (seed % 2))}`,
    "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
    "SUMMARY:1:1",
  ]);
  event([
    `DTSTART;TZID=Europe/London:${local(new Date(start.getTime() + 2 * DAY), 16 * 60)}`,
    `DTEND;TZID=Europe/London:${local(new Date(start.getTime() + 2 * DAY), 17 * 60)}`,
    "RRULE:FREQ=MONTHLY;BYDAY=1WE",
    "SUMMARY:Monthly review with the London office",
  ]);

  // Customer calls and site visits: about two a working day, a year and a half back and two months ahead.
  for (let day = start.getTime(); day < now.getTime() + 60 * DAY; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < 2; i++) {
      if (next() < 0.2) continue;
      const at = (8 + Math.floor(next() * 9)) * 60 + 15 * Math.floor(next() * 4);
      const length = [30, 30, 45, 60, 90][Math.floor(next() * 5)];
      // Eastern wall-clock times written as instants, as Google writes single events: 5 h ahead.
      const startsAt = new Date(day + (at + 300) * 60_000);
      const props = [
        `DTSTART:${utc(startsAt)}`,
        `DTEND:${utc(new Date(startsAt.getTime() + length * 60_000))}`,
        `SUMMARY:Customer call ${uid}`,
        "LOCATION:https://meet.example.com/abc-defg-hij",
        "DESCRIPTION:Agenda: backups\\, the new firewall and the laptop refresh.",
      ];
      const roll = next();
      if (roll < 0.05) props.push("TRANSP:TRANSPARENT");
      else if (roll < 0.08) props.push("STATUS:CANCELLED");
      event(props);
    }
  }

  // A day off in three weeks.
  const off = new Date(thisMonday.getTime() + (21 + (seed % 5)) * DAY);
  event([
    `DTSTART;VALUE=DATE:${ymd(off)}`,
    `DTEND;VALUE=DATE:${ymd(new Date(off.getTime() + DAY))}`,
    "SUMMARY:Day off",
  ]);

  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
