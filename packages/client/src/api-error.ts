// The one error both apps catch: the server's translated message, the HTTP status (0: no answer),
// the error envelope's code and per-field messages, and the body as it came.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
