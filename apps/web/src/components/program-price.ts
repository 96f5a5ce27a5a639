import type { TCourseSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';

/** A program's price as shown on cards and pages: 'Free', or the amount in its currency. */
export function useProgramPrice() {
  const { t } = useTranslation();
  const format = useFormat();
  return (course: Pick<TCourseSummary, 'is_course_free' | 'price' | 'price_currency'>) =>
    course.is_course_free || course.price === 0
      ? t('catalogue.free')
      : format.money(course.price, course.price_currency);
}
