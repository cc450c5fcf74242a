/** What a caught error says: its message, or the thrown value as text (code may throw anything). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What a person is told when code fetched on first use did not come: `what`, then the error, then what to do. */
export const notLoadedText = (what: string, error: unknown): string => `${what} did not load (${errorMessage(error)}). Opening it again tries again, or reload the page.`;
