import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { recordConversion } from "~/insights/conversions.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { getDb } from "~/lib/db/client.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { clientIpContext } from "~/lib/request-context";
import { sameSitePath } from "~/lib/safe-redirect";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { guardPublicForm, overLimit } from "~/spam/guard.server";
import { tokenForRefusal } from "~/spam/honeypot.server";
import { createDraft, finishedFromDraft, loadDraft, saveStep, type Draft } from "./drafts.server";
import { finishAssessment } from "./finish.server";
import { auditMessages } from "./messages.server";
import { STEPS, isStepKey, stepIndex, type StepKey } from "./questions";
import { assessmentRateLimits } from "./rate-limit.server";
import { firstIncompleteStep, schemaForStep, stepSchemas } from "./schema";
import { AUDIT_PATH, resultPath, stepPath, stepValues, stepView } from "./step-page.server";
import type { StepActionData, StepLoaderData } from "./step-view";

const log = logger("assessment");

type Context = Readonly<RouterContextProvider>;

/** The page a visitor came from, when it is a page of this site: kept with the lead. */
function startPageOf(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return AUDIT_PATH;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return AUDIT_PATH;
    return sameSitePath(`${url.pathname}${url.search}`) ?? AUDIT_PATH;
  } catch {
    return AUDIT_PATH;
  }
}

/** GET /free-it-audit: the first step of a new audit. */
export function newAuditPage(request: Request): Extract<StepLoaderData, { state: "step" }> {
  return { state: "step", step: stepView("organization", null, {}, startPageOf(request)), values: {} };
}

const missing = () => data<StepLoaderData>({ state: "missing" }, { status: 404 });

/** GET /free-it-audit/<draft>/<step>: the step with what was kept, or where the visitor belongs instead. */
export async function auditStepPage(params: { draftId: string; step: string }, context: Context) {
  if (!isStepKey(params.step)) return missing();
  const draft = await loadDraft(params.draftId);
  if (!draft) {
    const publicId = await finishedFromDraft(params.draftId);
    if (publicId) throw redirect(resultPath(publicId));
    return missing();
  }
  const earlier = earlierUnanswered(draft, params.step);
  if (earlier) throw redirectWithToast(context, stepPath(draft.id, earlier), auditMessages.earlierStep);
  return {
    state: "step",
    step: stepView(params.step, draft.id, draft.answers),
    values: stepValues(params.step, draft.answers),
  } satisfies StepLoaderData;
}

function earlierUnanswered(draft: Draft, step: StepKey): StepKey | undefined {
  const incomplete = firstIncompleteStep(draft.answers);
  return incomplete && stepIndex(incomplete) < stepIndex(step) ? incomplete : undefined;
}

/** The form, or the answer a body that is too large or not a form gets. */
async function readStepForm(request: Request, context: Context) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.assessment });
  if (form) return { form };
  const message = refused.status === 413 ? auditMessages.tooLarge(BODY_LIMITS.assessment) : auditMessages.notAForm;
  setToast(context, { ...message, variant: "destructive" });
  return {
    refusal: data<StepActionData>(
      { result: { status: "error", error: { "": [message.description] } } },
      { status: refused.status },
    ),
  };
}

function refused(
  context: Context,
  result: StepActionData["result"],
  status = 400,
  extra: Partial<StepActionData> = {},
) {
  setToast(context, { ...auditMessages.invalid, variant: "destructive" });
  return data<StepActionData>({ result, ...extra }, { status });
}

/** Over a limit: nothing is stored, and what was typed comes back with the message. */
function rateLimited(
  context: Context,
  retryAfterSeconds: number,
  submission: { reply(options: { formErrors: string[] }): StepActionData["result"] },
  extra: Partial<StepActionData> = {},
) {
  setToast(context, { ...auditMessages.rateLimited, variant: "destructive" });
  return data<StepActionData>(
    { result: submission.reply({ formErrors: [auditMessages.rateLimited.description] }), ...extra },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

function failed(context: Context, error: unknown, what: string, extra: Partial<StepActionData> = {}) {
  log.error(`could not ${what}`, { error: error as Error });
  setToast(context, { ...auditMessages.failed, variant: "destructive" });
  return data<StepActionData>(
    { result: { status: "error", error: { "": [auditMessages.failed.description] } }, ...extra },
    { status: 503 },
  );
}

/** POST /free-it-audit: the first step's answers start a draft; nothing is kept until they are valid. */
export async function startAudit(request: Request, context: Context) {
  const { form, refusal } = await readStepForm(request, context);
  if (!form) return refusal;
  const submission = parseWithZod(form, { schema: stepSchemas.organization });
  if (submission.status !== "success") return refused(context, submission.reply());
  const clientIp = context.get(clientIpContext) || null;
  // A draft is not yet a lead, so only the limit guards it; the form's token is checked when it is finished.
  const limited = await overLimit(assessmentRateLimits.started, clientIp, { log, what: "audit" });
  if (limited) return rateLimited(context, limited.retryAfterSeconds, submission);
  try {
    const page = sameSitePath(form.get("page")) ?? AUDIT_PATH;
    const id = await createDraft(submission.value, { page, clientIp });
    // Not awaited, and never failing: the visitor's next step does not wait for the insights.
    void recordConversion(getDb(), { kind: "audit_started", from: { request, context } });
    return redirect(stepPath(id, STEPS[1]!.key), 303);
  } catch (error) {
    return failed(context, error, "start an audit draft");
  }
}

/** POST /free-it-audit/<draft>/<step>: keeps the step's answers and moves on; the last step finishes the audit. */
export async function submitAuditStep(request: Request, context: Context, params: { draftId: string; step: string }) {
  const { form, refusal } = await readStepForm(request, context);
  if (!form) return refusal;
  // An address that leads nowhere: its page (the GET) says so.
  const here = redirect(new URL(request.url).pathname, 303);
  if (!isStepKey(params.step)) return here;
  const step = params.step;
  const draft = await loadDraft(params.draftId);
  if (!draft) {
    const publicId = await finishedFromDraft(params.draftId);
    return publicId ? redirect(resultPath(publicId), 303) : here;
  }
  const earlier = earlierUnanswered(draft, step);
  if (earlier)
    return redirectWithToast(context, stepPath(draft.id, earlier), auditMessages.earlierStep, { status: 303 });
  if (step === "contact") return finish(request, form, draft, context, here);

  const submission = parseWithZod(form, { schema: schemaForStep(step, draft.answers) });
  if (submission.status !== "success") return refused(context, submission.reply());
  try {
    if (!(await saveStep(draft.id, submission.value))) return here;
  } catch (error) {
    return failed(context, error, "keep an audit step");
  }
  return redirect(stepPath(draft.id, STEPS[stepIndex(step) + 1]!.key), 303);
}

async function finish(request: Request, form: FormData, draft: Draft, context: Context, here: Response) {
  // Every refusal hands back the visitor's own form token, so the fill time keeps counting from
  // when the step was first shown and a corrected form can be sent at once (tokenForRefusal).
  const keepToken = { formToken: tokenForRefusal(form) };
  const submission = parseWithZod(form, { schema: stepSchemas.contact });
  if (submission.status !== "success") return refused(context, submission.reply(), 400, keepToken);

  // The contact form's defences: an expired or over-used token is a person's tab left open, so
  // nothing is stored and the answers come back with a fresh token; a bot's gets a result like
  // anyone's, stored as spam and never e-mailed.
  const clientIp = context.get(clientIpContext) || null;
  const gate = await guardPublicForm(form, {
    limit: assessmentRateLimits.finished,
    clientIp,
    spam: "store",
    log,
    what: "audit",
  });
  if (gate.kind === "stale") {
    setToast(context, { ...auditMessages.expired, variant: "destructive" });
    return data<StepActionData>(
      {
        result: submission.reply({ formErrors: [auditMessages.expired.description] }),
        formToken: gate.formToken,
      },
      { status: 400 },
    );
  }
  if (gate.kind === "limited") {
    return rateLimited(context, gate.retryAfterSeconds, submission, { formToken: gate.formToken });
  }

  const spam = gate.spam;
  try {
    const outcome = await finishAssessment({
      draftId: draft.id,
      contact: submission.value,
      clientIp,
      spam: Boolean(spam),
    });
    switch (outcome.kind) {
      case "stored":
        if (spam) log.info("audit stored as spam", { id: outcome.id, reason: spam });
        else {
          log.info("audit stored", { id: outcome.id });
          wakeOutbox();
        }
        // Spam too, as for a contact request: the lead keeps its visit if staff release it.
        void recordConversion(getDb(), { kind: "audit_finished", from: { request, context }, leadId: outcome.leadId });
        return redirect(resultPath(outcome.publicId), 303);
      case "already":
        return redirect(resultPath(outcome.publicId), 303);
      case "missing":
        return here;
      case "incomplete":
        return redirectWithToast(context, stepPath(draft.id, outcome.step), auditMessages.earlierStep, { status: 303 });
    }
  } catch (error) {
    return failed(context, error, "store a finished audit", keepToken);
  }
}
