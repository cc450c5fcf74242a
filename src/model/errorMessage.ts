/** What a caught error says: its message, or the thrown value as text (code may throw anything). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
