import type { TLanguage } from '@portal/contract';
import { TextInput, useTranslate } from 'react-admin';
import { otherLanguage } from '../lib/other-language';

/** A cohort's or plan's name in the language other than the institute's `language`. */
export function OtherNameInput({ language }: { language: TLanguage }) {
  const translate = useTranslate();
  const other = otherLanguage(language);
  return (
    <TextInput
      source={`translations.${other}.name`}
      label={translate('console.programs.translated.name', {
        language: translate(`console.institute.languages.${other}`),
      })}
      fullWidth
    />
  );
}
