import {
  type TLanguage,
  type TStaffQuestion,
  type TStaffQuestionWrite,
  type TStaffQuestions,
  addStaffQuestion,
  updateStaffQuestion,
} from '@portal/contract';
import { NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog, useDialogSave } from '../../components/form-dialog';
import { call } from '../../lib/api';
import { FIRST_OPTIONS, OptionsInput } from './options-input';

const KINDS = [
  { id: 'mcq', name: 'console.questions.kinds.mcq' },
  { id: 'subjective', name: 'console.questions.kinds.subjective' },
];

/** A choice's options, each with its text in the other language; a written answer has none. */
function Options({ language, locked }: { language: string; locked: boolean }) {
  const kind = useWatch({ name: 'question_type' }) as string;
  return kind === 'mcq' ? <OptionsInput source="options" translatedIn={language} locked={locked} /> : null;
}

type Values = Omit<TStaffQuestionWrite, 'options' | 'translations'> & {
  options: { text: string; correct: boolean; translation: string }[];
  translated: { text: string; explanation: string };
};

/** The form's values of a question, its options' translations beside each option. */
function valuesOf(question: TStaffQuestion | null, other: TLanguage): Values {
  const texts = question?.translations[other];
  return {
    question_type: question?.question_type ?? 'mcq',
    text: question?.text ?? '',
    explanation: question?.explanation ?? '',
    marks: question?.marks ?? 1,
    options: (question?.options ?? FIRST_OPTIONS).map((o, i) => ({
      text: o.text,
      correct: o.correct,
      translation: texts?.options[i] ?? '',
    })),
    translated: { text: texts?.text ?? '', explanation: texts?.explanation ?? '' },
  };
}

function writeOf(values: Values, other: TLanguage): TStaffQuestionWrite {
  const choice = values.question_type === 'mcq';
  const options = choice ? values.options : [];
  return {
    question_type: values.question_type,
    text: values.text,
    explanation: values.explanation ?? '',
    marks: values.marks,
    options: options.map(({ text, correct }) => ({ text, correct: Boolean(correct) })),
    translations: {
      [other]: {
        text: values.translated.text ?? '',
        explanation: values.translated.explanation ?? '',
        options: options.map((o) => o.translation ?? ''),
      },
    },
  };
}

/**
 * A quiz's question: a new one at the end, or one changed. Once students have taken the quiz its kind,
 * marks and answers are kept (`locked`); what is typed stays when the server refuses it.
 */
export function QuestionDialog({
  quiz,
  question,
  other,
  locked,
  onSaved,
  onClose,
}: {
  quiz: number;
  question: TStaffQuestion | null;
  other: TLanguage;
  locked: boolean;
  onSaved: (questions: TStaffQuestions) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const saved = useDialogSave(onClose);
  const language = translate(`console.institute.languages.${other}`);
  const save = async (values: Record<string, unknown>) => {
    const body = writeOf(values as Values, other);
    return saved(
      async () => {
        onSaved(
          await (question
            ? call(updateStaffQuestion, { params: { id: question.id }, body })
            : call(addStaffQuestion, { params: { id: quiz }, body })),
        );
      },
      question ? 'console.questions.saved' : 'console.questions.added',
    );
  };
  return (
    <FormDialog
      id="question-dialog-title"
      title={question ? 'console.questions.edit' : 'console.questions.add'}
      record={valuesOf(question, other)}
      onSubmit={save}
      onClose={onClose}
      wide
    >
      <SelectInput
        source="question_type"
        label="console.questions.kind"
        choices={KINDS}
        validate={required()}
        disabled={locked}
      />
      <TextInput source="text" label="console.questions.text" validate={required()} multiline fullWidth />
      <TextInput
        source="translated.text"
        label={translate('console.questions.translatedText', { language })}
        multiline
        fullWidth
      />
      <NumberInput source="marks" label="console.questions.marks" min={1} disabled={locked} />
      <Options language={language} locked={locked} />
      <TextInput source="explanation" label="console.questions.explanation" multiline fullWidth />
      <TextInput
        source="translated.explanation"
        label={translate('console.questions.translatedExplanation', { language })}
        multiline
        fullWidth
      />
    </FormDialog>
  );
}
