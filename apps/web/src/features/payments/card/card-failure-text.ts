import type { TFunction } from 'i18next';
import { codedText } from '../../../lib/api-errors';
import type { CardFailure } from './card-fields';

/** A failed card step in the reader's language: by its code, else in the provider's words. */
export const cardFailureText = ({ error, coded }: CardFailure, t: TFunction): string =>
  (coded && codedText(coded, t)) ?? error;
