import {
  REFUSED_CODE,
  type TApiErrorCode,
  type TApiErrorParams,
  type TValidationError,
} from '@portal/contract';

type Extra = { redirect_dashboard?: boolean; payment_id?: number; own?: boolean };

/**
 * A failure a client may see: its status and body are shaped in one place, the app's error handler.
 * `code` and `params` let a client say it in its reader's language; the message is the English `detail`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Extra = {},
    readonly code: TApiErrorCode | typeof REFUSED_CODE = REFUSED_CODE,
    readonly params: TApiErrorParams = {},
  ) {
    super(message);
  }
}

export class NotFound extends AppError {
  constructor(message?: string) {
    super(404, message ?? 'Not found.', {}, message ? REFUSED_CODE : 'not_found');
  }
}

export class Unauthorized extends AppError {
  constructor(message?: string) {
    super(
      401,
      message ?? 'Authentication credentials were not provided.',
      {},
      message ? REFUSED_CODE : 'not_authenticated',
    );
  }
}

export class Forbidden extends AppError {
  constructor(message?: string, extra: Extra = {}) {
    super(
      403,
      message ?? 'You do not have permission to perform this action.',
      extra,
      message ? REFUSED_CODE : 'permission_denied',
    );
  }
}

export class Conflict extends AppError {
  constructor(message: string, extra: Extra = {}) {
    super(409, message, extra);
  }
}

/** 400 with messages per field; `non_field_errors` for the request as a whole. */
export class Invalid extends AppError {
  constructor(readonly fields: TValidationError) {
    super(400, 'Invalid request');
  }
}
