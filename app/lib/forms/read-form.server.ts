import { data } from "react-router";
import { BodyTooLargeError, readBodyBytes, readFormBody } from "../body-limit.server";

/**
 * Why a body gave no form: past the route's cap (413, with the sentence that says so), or not a
 * form at all (400: wrong content type, broken encoding, cut short), which each route words itself.
 */
type BodyRefusal = { status: 413; message: string } | { status: 400; message?: undefined };

type FormRead = { form: FormData; refused?: undefined } | { form?: undefined; refused: BodyRefusal };

/**
 * Every form a route reads comes through here, at most `maxBytes` of it. A refusal is returned,
 * not thrown: a thrown answer would replace the page with the error page, and a refused form
 * shows its own page again (what was typed, the alert, the toast) with the status given here.
 */
export async function readForm(request: Request, { maxBytes }: { maxBytes: number }): Promise<FormRead> {
  try {
    return { form: await readFormBody(request, maxBytes) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refused: { status: 413, message: error.message } };
    return { refused: { status: 400 } };
  }
}

/**
 * For an action whose form is only a button: the body is read within `maxBytes` and dropped, and
 * a larger one is refused with the 413 page instead of being acted on.
 */
export async function refuseLargeBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<void> {
  try {
    await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data(error.message, { status: 413 });
  }
}
