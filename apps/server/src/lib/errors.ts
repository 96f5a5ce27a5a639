import {
  REFUSED_CODE,
  codeOf,
  type TApiErrorCode,
  type TApiErrorParams,
  type TCodedMessage,
  type TCoded,
  type TStaffCodedMessage,
  type TValidationError,
} from '@portal/contract';

type Extra = { redirect_dashboard?: boolean; payment_id?: number; own?: boolean };

/** A message by its code (said by a client in its reader's language), or English the server alone words. */
export type Message = string | TCodedMessage | TStaffCodedMessage;

const textOf = (message: Message) => (typeof message === 'string' ? message : message.text);

/**
 * A failure a client may see: its status and body are shaped in one place, the app's error handler.
 * `code` and `params` let a client say it in its reader's language; the message is the English `detail`.
 */
export class AppError extends Error {
  readonly code: string;
  readonly params: TApiErrorParams;

  constructor(
    readonly statusCode: number,
    /** The message as it was thrown: another answer may say it again, by its code. */
    readonly said: Message,
    readonly extra: Extra = {},
    code: TApiErrorCode | typeof REFUSED_CODE = REFUSED_CODE,
    params: TApiErrorParams = {},
  ) {
    super(textOf(said));
    this.code = typeof said === 'string' ? code : said.code;
    this.params = typeof said === 'string' ? params : said.params;
  }
}

/** The file store cannot answer now (down, or failing on its side): the client may try again later. */
export class StorageUnavailable extends AppError {
  constructor(options: { cause: unknown }) {
    super(503, 'File storage is unavailable. Please try again in a few minutes.', {}, 'storage_unavailable');
    this.cause = options.cause;
  }
}

export class NotFound extends AppError {
  constructor(message?: Message) {
    super(404, message ?? 'Not found.', {}, message ? REFUSED_CODE : 'not_found');
  }
}

export class Unauthorized extends AppError {
  constructor(message?: Message) {
    super(
      401,
      message ?? 'Authentication credentials were not provided.',
      {},
      message ? REFUSED_CODE : 'not_authenticated',
    );
  }
}

export class Forbidden extends AppError {
  constructor(message?: Message, extra: Extra = {}) {
    super(
      403,
      message ?? 'You do not have permission to perform this action.',
      extra,
      message ? REFUSED_CODE : 'permission_denied',
    );
  }
}

export class Conflict extends AppError {
  constructor(message: Message, extra: Extra = {}) {
    super(409, message, extra);
  }
}

/** 400 with messages per field; `non_field_errors` for the request as a whole. */
export class Invalid extends AppError {
  readonly fields: TValidationError;
  /** The fields whose every message has a code, said by code. */
  readonly codes: Record<string, TCoded[]>;

  constructor(fields: Record<string, Message[]>) {
    super(400, 'Invalid request');
    const entries = Object.entries(fields);
    this.fields = Object.fromEntries(entries.map(([field, messages]) => [field, messages.map(textOf)]));
    this.codes = Object.fromEntries(
      entries
        .filter(([, messages]) => messages.every((message) => typeof message !== 'string'))
        .map(([field, messages]) => [field, (messages as Exclude<Message, string>[]).map(codeOf)]),
    );
  }
}

/** An answer to a refused request, as the error handler sends it: the codes only when there are some. */
export const invalidBody = (error: Invalid) =>
  Object.keys(error.codes).length > 0 ? { ...error.fields, codes: error.codes } : error.fields;
