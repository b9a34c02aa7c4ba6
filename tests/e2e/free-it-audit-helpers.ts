import type { Page } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";

/** Picks an answer of a question shown as a group of radios or checkboxes. */
export async function choose(page: Page, question: string, answer: string) {
  await page.getByRole("group", { name: question }).getByLabel(answer, { exact: true }).check();
}

export async function next(page: Page, label = "Next") {
  await page.getByRole("button", { name: label }).click();
}

export const stepHeading = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title });

/** Steps 1 and 2 as a small school answers them. */
export async function answerOrganization(page: Page) {
  await choose(page, "What kind of organization are you?", "A school or district");
  await choose(page, "How many people work or volunteer with you?", "11 to 50 people");
  await choose(page, "About how many computers, laptops and tablets do you have?", "25 to 100");
  await choose(page, "Where do people work?", "One building");
}

export async function answerItToday(page: Page) {
  await choose(page, "Who looks after your IT today?", "A staff member, on top of their real job");
  await choose(page, "Which e-mail do you use?", "Google Workspace (Gmail)");
  await choose(page, "Where are your shared files kept?", "A mix of these");
  await choose(page, "How do computers get their updates?", "When each person clicks 'update'");
  await choose(page, "Do visitors use a separate Wi-Fi network from staff?", "Yes, guests have their own Wi-Fi");
}

export async function answerSecurity(page: Page) {
  await choose(
    page,
    "Does signing in to e-mail ask for a second step, like a code on a phone?",
    "For some people or some systems",
  );
  await choose(page, "Have staff had training on spotting scam e-mails?", "Once, some time ago");
  await choose(page, "Is protection against viruses and ransomware in place?", "Only what came with the computers");
}

export async function answerBackup(page: Page) {
  await choose(page, "How are your important files backed up?", "Automatic, but only in our building");
  await choose(page, "When did someone last try getting files back from a backup?", "Never");
}

export async function answerCompliance(page: Page, worry = "Ransomware during testing season.") {
  await choose(page, "Which of these apply to you?", "FERPA (student records)");
  await choose(page, "Which of these apply to you?", "E-Rate (funding for internet and networks)");
  await choose(
    page,
    "Do you have a written plan for security and for what to do after an incident?",
    "Written down, but not looked at in a while",
  );
  await page.getByLabel("What is your biggest IT worry right now?").fill(worry);
}

export async function answerContact(page: Page, email: string, organization = "Westside Elementary") {
  await page.getByLabel("Your name").fill("Mary Jackson");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Organization").fill(organization);
}

/** Every step answered as a small school would, ending on the result page. */
export async function finishAudit(page: Page, email: string, organization?: string) {
  await page.goto("/free-it-audit");
  for (const answer of [answerOrganization, answerItToday, answerSecurity, answerBackup, answerCompliance]) {
    await answer(page);
    await next(page);
  }
  await answerContact(page, email, organization);
  await next(page, "See my result");
  await page.waitForURL(/\/free-it-audit\/result\//);
}

type AssessmentRow = {
  id: string;
  public_id: string;
  overall: number;
  scores: Record<string, number>;
  page: string;
  spam: boolean;
  answers: Record<string, unknown>;
};

export async function assessmentsOf(email: string): Promise<AssessmentRow[]> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    return (
      await client.query<AssessmentRow>(
        "select id, public_id, overall, scores, page, spam, answers from assessments where email = $1",
        [email],
      )
    ).rows;
  } finally {
    await client.end();
  }
}

export async function outboxOf(assessmentId: string) {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    return (
      await client.query<{ status: string; attempts: number; last_error: string | null; template: string }>(
        "select status, attempts, last_error, template from email_outbox where key = $1",
        [`assessment:${assessmentId}:staff`],
      )
    ).rows;
  } finally {
    await client.end();
  }
}
