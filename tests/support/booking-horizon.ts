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

/** Sets the horizon as staff would at /admin/availability; the booking pages read it on each request. */
export async function widenBookingHorizon(dataDir = E2E_DATA_DIR): Promise<void> {
  const client = await connectToDataDir(dataDir);
  try {
    await client.query(
      "insert into booking_settings (id, horizon_days) values (1, $1) on conflict (id) do update set horizon_days = $1",
      [E2E_BOOKING_HORIZON_DAYS],
    );
  } finally {
    await client.end();
  }
}
