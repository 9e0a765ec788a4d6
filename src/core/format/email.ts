/** The e-mail as every call sends it: lowercased (docs/validation-and-errors.md#validation-rules). */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** The e-mail of the check-email modal: trimmed, then lowercased. */
export function normalizeCheckEmail(email: string): string {
  return email.trim().toLowerCase();
}
