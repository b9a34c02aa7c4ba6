import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { privacyConstraints } from "~/privacy/constraints.server";
import { eraseEverything } from "~/privacy/erasures.server";
import { describeCounts, lookupAddress, recentErasures } from "~/privacy/page-data.server";
import { EraseForm, ErasureTable, Holdings, LookupForm } from "~/privacy/privacy-view";
import { eraseSchema, lookupSchema } from "~/privacy/schema";
import type { Route } from "./+types/admin.privacy";

const log = logger("privacy");

export const meta: Route.MetaFunction = () => adminMeta("Privacy requests");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const asked = new URL(request.url).searchParams.get("email");
  const parsed = asked === null ? null : lookupSchema.safeParse({ email: asked });
  const lookupError = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  try {
    const [lookup, erasures] = await Promise.all([
      parsed?.success ? lookupAddress(parsed.data.email) : null,
      recentErasures(),
    ]);
    return data(
      { state: "ok" as const, asked: asked ?? "", lookupError, lookup, erasures, constraints: privacyConstraints() },
      { status: lookupError ? 400 : 200 },
    );
  } catch (error) {
    log.error("could not look up a privacy request", { error: error as Error });
    return data({ state: "error" as const, asked: asked ?? "", lookupError }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.privacyRequest });
  if (refused) {
    const description = refused.message ?? "That request was not understood.";
    setToast(context, { title: "Nothing was deleted", description, variant: "destructive" });
    return data({ result: undefined }, { status: refused.status });
  }
  const submission = parseWithZod(form, { schema: eraseSchema });
  if (submission.status !== "success") {
    setToast(context, {
      title: "Nothing was deleted",
      description: "Please fix the highlighted fields.",
      variant: "destructive",
    });
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { email, reference = "" } = submission.value;
  try {
    const erasure = await eraseEverything({ email, erasedBy: admin.email, reference });
    // The log names the record, never the address.
    log.info("privacy erasure done", { erasureId: erasure.id, by: admin.email });
    return redirectWithToast(
      context,
      "/admin/privacy",
      {
        title: "Deleted everything for that address",
        description: `Erasure #${erasure.id}: ${describeCounts(erasure)}.`,
      },
      { status: 303 },
    );
  } catch (error) {
    log.error("could not erase an address", { error: error as Error });
    setToast(context, {
      title: "Nothing was deleted",
      description: "The database did not answer. Try again in a moment.",
      variant: "destructive",
    });
    return data({ result: submission.reply({ resetForm: false }) }, { status: 503 });
  }
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Privacy requests"
      intro="Find everything the site holds for an email address, and delete it in one step when the person asks."
    >
      <LookupForm email={loaderData.asked} error={loaderData.lookupError} />
      {loaderData.state === "error" ? (
        <LoadError
          title="Error looking up that address"
          message="The database did not answer. Try again in a moment."
        />
      ) : (
        <>
          {loaderData.lookup ? (
            <div className="mt-6">
              <Holdings lookup={loaderData.lookup} />
              <EraseForm
                // A new address is a new form: nothing typed for the last one is kept.
                key={loaderData.lookup.email}
                email={loaderData.lookup.email}
                total={loaderData.lookup.total}
                lastResult={actionData?.result}
                constraint={loaderData.constraints.erase}
              />
            </div>
          ) : null}
          <ErasureTable rows={loaderData.erasures} />
        </>
      )}
    </AdminPage>
  );
}
