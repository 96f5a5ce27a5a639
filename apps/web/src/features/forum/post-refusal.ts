import type { TFunction } from 'i18next';
import { type ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';

/** Why a post was not saved, above its form: the server's reason, or to try again when it could not answer. */
export const postRefusal = (error: ApiError, t: TFunction): string =>
  error.status === 0 || error.status >= 500
    ? t('forum.postFailed')
    : (errorMessage(error, t) ?? error.message);
