import { DateField as AdminDateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { intlLocale } from '../lib/intl-locale';

/** A date written the way the console's language writes it, not the browser's. */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <AdminDateField locales={intlLocale(locale)} {...props} />;
}
