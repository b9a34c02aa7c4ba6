import { connectToDataDir } from "./database";
import { E2E_DATA_DIR } from "./e2e";

/**
 * How many days ahead the browser tests' server offers calls. The booking tests each take a day
 * counted from the last one offered (up to the 20th from the end), so two tests never book the
 * same time. The default 30 days leave as few as 18 open days when the window holds the
 * year-end holidays (a run on December 4 offered 18), and those tests then failed; 60 always
 * leave more than 35.
 */
export const E2E_BOOKING_HORIZON_DAYS = 60;

/**
 * Sets one of the booking rules in the browser tests' database, as staff would at
 * /admin/availability; the booking pages read them on each request.
 */
export async function setBookingSetting(column: "horizon_days" | "meeting_url", value: number | string | null) {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    await client.query(
      `insert into booking_settings (id, ${column}) values (1, $1) on conflict (id) do update set ${column} = $1`,
      [value],
    );
  } finally {
    await client.end();
  }
}

export const widenBookingHorizon = () => setBookingSetting("horizon_days", E2E_BOOKING_HORIZON_DAYS);
