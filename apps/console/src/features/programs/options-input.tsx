import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, required, useTranslate } from 'react-admin';

/** Two options to start a new choice with, the first correct. */
export const FIRST_OPTIONS = [
  { text: '', correct: true },
  { text: '', correct: false },
];

/**
 * A choice's options, each with whether it is correct and, given the other language's name, its text
 * in it. `locked`: students have taken the quiz, so only the texts change.
 */
export function OptionsInput({
  source,
  translatedIn,
  locked = false,
  defaultValue,
}: {
  source: string;
  translatedIn?: string;
  locked?: boolean;
  defaultValue?: typeof FIRST_OPTIONS;
}) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label="console.questions.options" defaultValue={defaultValue}>
      <SimpleFormIterator inline disableAdd={locked} disableRemove={locked} disableReordering>
        <TextInput source="text" label="console.questions.option" validate={required()} />
        <BooleanInput source="correct" label="console.questions.correct" disabled={locked} />
        {translatedIn && (
          <TextInput
            source="translation"
            label={translate('console.questions.translatedOption', { language: translatedIn })}
            helperText={false}
          />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
