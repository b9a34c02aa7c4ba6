// How often a server on the fake clock reads its offset file again, in milliseconds: shared by the
// preload, which reads, and the control, which waits this long twice over after a change.
export const FAKE_CLOCK_REREAD_MS = 50;
