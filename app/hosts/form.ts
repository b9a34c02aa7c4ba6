import { z } from "zod";
import { HOST_EMAIL_MAX, HOST_MEETING_URL_MAX, HOST_NAME_MAX } from "./fields";

// A host's details as staff add and edit them (/admin/hosts): one schema on the server (through
// Conform, which reads an empty field as missing and a ticked box as true).

export const hostFormSchema = z.object({
  name: z
    .string({ error: "Enter the host's name." })
    .trim()
    .min(1, { error: "Enter the host's name." })
    .max(HOST_NAME_MAX, { error: `A name can be at most ${HOST_NAME_MAX} characters.` }),
  email: z
    .email({ error: "Enter an e-mail address like name@example.com." })
    .max(HOST_EMAIL_MAX, { error: `An e-mail address can be at most ${HOST_EMAIL_MAX} characters.` })
    .optional(),
  meetingUrl: z
    .url({ protocol: /^https$/, error: "Enter the meeting room's https:// address (Teams, Zoom or Google Meet)." })
    .max(HOST_MEETING_URL_MAX, { error: `A link can be at most ${HOST_MEETING_URL_MAX} characters.` })
    .optional(),
  active: z.boolean().default(false),
});

/** The form's fields as the page holds them: text, and "on" for a ticked box. */
export type HostFormInput = { name: string; email?: string; meetingUrl?: string; active?: string };
export type HostDetails = z.output<typeof hostFormSchema>;
