/** A refused or failed call: HTTP status, the envelope code and the server's Chinese message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly field: string | undefined;
  readonly data: unknown;

  constructor(message: string, status: number, code: number, data?: unknown, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
    this.field = field;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
