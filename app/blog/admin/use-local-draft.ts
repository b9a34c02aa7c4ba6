import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useBlocker } from "react-router";
import { CONTENT_REPLACED } from "~/admin/editor/events";

/** The fields a draft keeps: what the admin types (not files, not the form's hidden bookkeeping). */
const KEPT = ["title", "slug", "summary", "tags", "status", "publish_date", "content", "cover_alt"] as const;

export type LocalDraft = { savedAt: string; values: Record<string, string> };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : null;
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(KEPT.flatMap((name) => (control(form, name) ? [[name, control(form, name)!.value]] : [])));
}

function read(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return draft && typeof draft.savedAt === "string" && draft.values && typeof draft.values === "object"
      ? draft
      : null;
  } catch {
    return null;
  }
}

function write(key: string, draft: LocalDraft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the form itself still holds everything.
  }
}

/**
 * With JavaScript, the post form's typing is kept in this browser (localStorage, a second after
 * each change) until the post is sent, so a closed tab or a crash loses nothing; the next visit
 * offers it back. Leaving the page with unsaved changes asks first (in-app links through React
 * Router's blocker, reloads and closing the tab through beforeunload).
 */
export function useLocalDraft(formRef: RefObject<HTMLFormElement | null>, key: string) {
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const stored = read(key);
    const current = valuesOf(form);
    if (stored && Object.entries(stored.values).some(([name, value]) => (current[name] ?? value) !== value)) {
      setOffer(stored);
    } else if (stored) {
      write(key, null);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      dirty.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => write(key, { savedAt: new Date().toISOString(), values: valuesOf(form) }), 1000);
    };
    // Capture: runs before React Router turns the submit into a navigation the blocker would see.
    const submitted = () => {
      clearTimeout(timer);
      dirty.current = false;
      write(key, null);
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", submitted, true);
    window.addEventListener("beforeunload", leaving);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted, true);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [formRef, key]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("You have unsaved changes. Leave this page and lose them?")) {
      dirty.current = false;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker]);

  const restore = useCallback(() => {
    const form = formRef.current;
    if (!form || !offer) return;
    for (const [name, value] of Object.entries(offer.values)) {
      const element = control(form, name);
      if (!element) continue;
      element.value = value;
      if (name === "content") element.dispatchEvent(new Event(CONTENT_REPLACED));
    }
    dirty.current = true;
    setOffer(null);
  }, [formRef, offer]);

  const discard = useCallback(() => {
    write(key, null);
    setOffer(null);
  }, [key]);

  return { offer, restore, discard };
}
