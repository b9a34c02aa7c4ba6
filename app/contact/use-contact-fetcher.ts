import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * What the contact action answers when it does not redirect (400, 413, 429, 503). A refusal of an
 * expired form also brings a fresh token for the form's next send.
 */
export type ContactActionData = { result: SubmissionResult<string[]> | null; formToken?: string };

/**
 * For a contact form that sends through a fetcher (pass the same key to ContactForm): the page
 * under the form neither navigates nor scrolls, whatever the answer. Returns the last refusal for
 * the form to show (and the fresh token it may bring), and calls `onSent` once a request was stored.
 *
 * A stored request answers with a redirect, every other answer with data. React Router keeps a
 * fetcher's last data across submissions, so "stored" is a submission that ended with the same
 * data it started with: no new answer arrived, the redirect was followed.
 */
export function useContactFetcher(key: string, onSent: () => void) {
  const fetcher = useFetcher<ContactActionData>({ key });
  const submittedWith = useRef<{ data: ContactActionData | null | undefined } | null>(null);
  const { state, data, reset, formMethod } = fetcher;

  useEffect(() => {
    // Router updates are transitions, so a busy page may never render "submitting" and go straight
    // to "loading" (the redirect being followed): any state of a submission starts the watch.
    // Only a redirect is followed by a load, and it leaves the data as it was, so this is safe.
    if (state !== "idle" && formMethod && !submittedWith.current) submittedWith.current = { data };
    if (state === "idle" && submittedWith.current) {
      const answeredWithData = data !== submittedWith.current.data;
      submittedWith.current = null;
      if (!answeredWithData) {
        // Forget the refusal before this success, or the cleared form would show it again.
        reset();
        onSent();
      }
    }
  }, [state, data, reset, onSent, formMethod]);

  return { lastResult: data?.result, formToken: data?.formToken };
}
