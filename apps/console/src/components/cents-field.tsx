import { FunctionField, useLocaleState } from 'react-admin';
import { intlLocale } from '../lib/intl-locale';

/** An amount kept in cents, in the record's currency, written the way the console's language writes money. */
export function CentsField({
  source,
  sortable,
}: {
  source: string;
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}) {
  const [locale] = useLocaleState();
  return (
    <FunctionField<{ currency: string } & Record<string, unknown>>
      source={source}
      sortable={sortable}
      render={(record) =>
        new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: record.currency }).format(
          Number(record[source]) / 100,
        )
      }
    />
  );
}
