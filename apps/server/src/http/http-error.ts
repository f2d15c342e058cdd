import type { ErrorBody, ErrorCode, TaskStatus } from "@gifkit/contracts";

/** An error body's fields besides `{error, code}`; `task` only on a cancel's `task-finished`. */
export type HttpErrorDetails = Pick<ErrorBody, "step" | "values" | "tools"> & {
  task?: TaskStatus;
};

/** A failure with a status code and a message for a person; everything else becomes a 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /**
   * Fields the body carries besides `{error, code}`: a chain's bad step (`step`), the numbers of
   * the message (`values`, so a page writes the failure in its own language), the tools that take
   * a refused video or pictures (`tools`), a finished task's status when a cancel came too late
   * (`task`).
   */
  readonly details: HttpErrorDetails;
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.details = details;
  }
}

/** The `{error, code}` body every failure leaves as. */
export const errorBody = (message: string, code: ErrorCode): ErrorBody => ({
  error: message,
  code,
});

export const notFound = (message = "Not found.") => new HttpError(404, "not-found", message);
