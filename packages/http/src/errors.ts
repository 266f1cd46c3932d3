/** The one error type services throw; the error middleware turns it into JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** Whether the message may be shown to the client (true for every 4xx by default). */
  readonly expose: boolean;
  readonly details: { path: string; message: string }[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      expose?: boolean;
      details?: { path: string; message: string }[];
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.expose = options.expose ?? status < 500;
    this.details = options.details;
  }

  static badRequest(message: string, details?: { path: string; message: string }[]) {
    return new AppError(400, 'bad_request', message, { details });
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You do not have permission to do that') {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string) {
    return new AppError(409, 'conflict', message);
  }
  static gone(message: string) {
    return new AppError(410, 'gone', message);
  }
  /** A dependency (the database) is down or too slow: try again shortly. */
  static unavailable(message = 'The shop is briefly unavailable. Please try again in a minute.') {
    return new AppError(503, 'service_unavailable', message, { expose: true });
  }
}
