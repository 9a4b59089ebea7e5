import { ERR, type ErrorEntry } from '@suanpan/contracts';

/**
 * A refusal the client should see: HTTP status for the class of outcome, the reference code and a
 * Chinese message in the body, and the field when the input was at fault.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, ERR.badRequest.code, message, field);
export const unauthorized = () => new AppError(401, ERR.unauthorized.code, ERR.unauthorized.message);
export const forbidden = (message: string = ERR.forbidden.message) => new AppError(403, ERR.forbidden.code, message);
export const notFound = (message: string = ERR.notFound.message, field?: string) => new AppError(404, ERR.notFound.code, message, field);
/** A conflict with existing data (duplicates, references), carrying the reference code. */
export const conflict = (entry: ErrorEntry, message = entry.message, field?: string) => new AppError(409, entry.code, message, field);
/** A business rule refused the request (stock, status, limits). */
export const refused = (entry: ErrorEntry, message = entry.message, field?: string) => new AppError(422, entry.code, message, field);
