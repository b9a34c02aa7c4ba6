import type { Answers } from "../../app/assessment/schema";

/** Every question of the free IT audit answered, as a school would: for tests that finish an audit. */
export const SCHOOL_ANSWERS: Answers = {
  orgType: "school",
  staffCount: "11-50",
  deviceCount: "25-100",
  locations: "one",
  itSupport: "nobody",
  emailPlatform: "microsoft-365",
  fileStorage: "cloud",
  updates: "automatic",
  wifi: "separate",
  mfa: "no",
  training: "yearly",
  antivirus: "managed",
  backups: "automatic-offsite",
  restoreTest: "quarter",
  compliance: ["ferpa"],
  policies: "written-reviewed",
  worry: "Ransomware over the summer",
};
