import { describe, expect, it, vi } from "vitest";

// The store is module state: each test gets a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import("./toast-store");
}

describe("toast store", () => {
  it("shows one toast at a time: a new one replaces the older", async () => {
    const store = await freshStore();
    const first = store.toast({ title: "First" });
    const second = store.toast({ title: "Second", variant: "destructive" });
    expect(first.id).not.toBe(second.id);
    const current = store.currentToast();
    expect(current).toMatchObject({ id: second.id, title: "Second", variant: "destructive", open: true });
    expect(current?.duration).toBe(store.TOAST_DURATION_MS);
    expect(store.TOAST_DURATION_MS).toBe(5000);
  });

  it("can be updated after it is shown, and only while it is the current one", async () => {
    const store = await freshStore();
    const shown = store.toast({ title: "Sending…" });
    shown.update({ title: "Sent", description: "All good" });
    expect(store.currentToast()).toMatchObject({ id: shown.id, title: "Sent", description: "All good", open: true });
    const next = store.toast({ title: "Newer" });
    shown.update({ title: "Stale update" });
    expect(store.currentToast()).toMatchObject({ id: next.id, title: "Newer" });
  });

  it("dismisses by id, and an infinite duration is kept", async () => {
    const store = await freshStore();
    const sticky = store.toast({ title: "Sticky", duration: Infinity });
    expect(store.currentToast()?.duration).toBe(Infinity);
    store.dismissToast("some-other-id");
    expect(store.currentToast()?.open).toBe(true);
    sticky.dismiss();
    expect(store.currentToast()).toMatchObject({ id: sticky.id, open: false });
  });

  it("tells subscribers about every change", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeToToasts(listener);
    const shown = store.toast({ title: "One" });
    shown.update({ title: "Two" });
    shown.dismiss();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.toast({ title: "Unheard" });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
