import { z } from "zod";
import { MEETING_URL_MAX } from "./settings";

/**
 * A video meeting room's address as staff paste it: https only (a visitor's browser and calendar
 * open it as it is), no user name or password in it. Empty: no video calls.
 */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(MEETING_URL_MAX, `The meeting link must be at most ${MEETING_URL_MAX} characters.`)
  .refine(
    (value) => {
      if (value === "") return true;
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    },
    { message: "Enter the meeting room's full address, starting with https://." },
  )
  // Stored as the browser would write it (spaces escaped), so what is sent is what opens.
  .transform((value) => (value ? new URL(value).href : null));
