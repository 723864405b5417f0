/** A contact message could not be stored now: the store cannot be opened or written. */
export class StoreUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(describeFailure(cause));
  }
}

/** One line for the log: the error's code (EACCES, SQLITE_FULL, ECONNREFUSED…) and its message. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
