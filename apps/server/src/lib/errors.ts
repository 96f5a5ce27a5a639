import type { TValidationError } from '@portal/contract';

/** A failure a client may see: its status and body are shaped in one place, the app's error handler. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { redirect_dashboard?: boolean; payment_id?: number; own?: boolean } = {},
  ) {
    super(message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to perform this action.', extra = {}) {
    super(403, message, extra);
  }
}

export class Conflict extends AppError {
  constructor(message: string, extra: AppError['extra'] = {}) {
    super(409, message, extra);
  }
}

/** 400 with messages per field; `non_field_errors` for the request as a whole. */
export class Invalid extends AppError {
  constructor(readonly fields: TValidationError) {
    super(400, 'Invalid request');
  }
}
