/** The reference envelope every JSON endpoint answers with: `{code, data}`; code 200 is success. */
export interface Envelope<T> {
  code: number;
  data: T;
}

/** Error bodies keep the envelope and carry a Chinese message, and the field when input was at fault. */
export interface ErrorData {
  message: string;
  field?: string;
}

/** Department and announcement endpoints keep the `success/result` shape of the reference client. */
export interface SystemEnvelope<T> {
  success: boolean;
  code: number;
  result: T;
  message?: string;
}
