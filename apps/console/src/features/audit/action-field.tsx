import { FunctionField, useTranslate } from 'react-admin';

type Entry = { action: string; entity: string };

/** An entry's action in words, or as recorded when the catalogue does not name it. */
export function ActionField() {
  const translate = useTranslate();
  return (
    <FunctionField<Entry>
      source="action"
      sortable={false}
      render={(entry) => translate(`console.actions.${entry.action}`, { _: entry.action })}
    />
  );
}

/** An entry's kind of record in words. */
export function EntityField() {
  const translate = useTranslate();
  return (
    <FunctionField<Entry>
      source="entity"
      sortable={false}
      render={(entry) => translate(`console.entities.${entry.entity}`, { _: entry.entity })}
    />
  );
}
