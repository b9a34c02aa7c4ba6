import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";

/**
 * What the contact action answers when it does not redirect (400, 413, 429, 503). A refusal brings
 * the token for the form's next send: the visitor's own (the fill time keeps counting from when the
 * form was first shown), or a fresh one for an expired form.
 */
export type ContactActionData = { result: SubmissionResult<string[]> | null; formToken?: string };

/**
 * For a contact form that sends through a fetcher (pass the same key to ContactForm, and `onSend`
 * as its `onSend`): the page under the form neither navigates nor scrolls, whatever the answer.
 * Returns the last refusal for the form to show (and the token it brings), and calls
 * `onSent` once a request was stored.
 *
 * A refusal answers with data; a stored request answers with a redirect back to the same page,
 * which the router follows as a new location. Router updates are transitions, so a busy page may
 * skip the fetcher's intermediate states entirely: the send is therefore marked when the form is
 * submitted, and settled by whichever comes first, new data (refused) or a new location (stored).
 */
export function useContactFetcher(key: string, onSent: () => void) {
  const fetcher = useFetcher<ContactActionData>({ key });
  const location = useLocation();
  const { state, data, reset } = fetcher;
  const pending = useRef<{ data: ContactActionData | undefined; locationKey: string } | null>(null);

  const onSend = useCallback(() => {
    pending.current = { data, locationKey: location.key };
  }, [data, location.key]);

  useEffect(() => {
    const sent = pending.current;
    if (!sent || state !== "idle") return;
    if (data !== sent.data) {
      pending.current = null;
    } else if (location.key !== sent.locationKey) {
      pending.current = null;
      // Forget the refusal before this success, or the cleared form would show it again.
      reset();
      onSent();
    }
  }, [state, data, location.key, reset, onSent]);

  return { lastResult: data?.result, formToken: data?.formToken, onSend };
}
