/** The text to show for a failed call (HttpError carries the server message or an i18n key). */
export function errorText(error: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return translate(message, { _: message });
}
