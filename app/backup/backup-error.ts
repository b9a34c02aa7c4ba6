/** A failure whose message is written for the operator: the command prints it without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}
