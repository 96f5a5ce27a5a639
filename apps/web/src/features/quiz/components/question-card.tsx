import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TQuizQuestion } from '@portal/contract';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalAnswer } from '../quiz-state';

/** One question with the way to answer it: one option, several options, or a written answer. */
export function QuestionCard({
  question,
  number,
  count,
  answer,
  onChoose,
  onWrite,
  disabled,
  headingRef,
}: {
  question: TQuizQuestion;
  number: number;
  count: number;
  answer: LocalAnswer | undefined;
  onChoose: (option: number) => void;
  onWrite: (text: string) => void;
  disabled: boolean;
  /** The question's heading, for the screen to move focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const chosen = Array.isArray(answer) ? answer : [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={textId}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
          <Typography variant="overline">{t('quiz.questionOf', { number, count })}</Typography>
          <Typography variant="overline">{t('quiz.marks', { count: question.marks })}</Typography>
        </Stack>
        <Typography
          ref={headingRef}
          id={textId}
          variant="h6"
          component="h2"
          lang={question.lang}
          tabIndex={-1}
          sx={{ whiteSpace: 'pre-line', '&:focus': { outline: 'none' } }}
        >
          {question.text}
        </Typography>
        {question.question_type === 'subjective' ? (
          <TextField
            label={t('quiz.yourAnswer')}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onWrite(event.target.value)}
            multiline
            minRows={5}
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
        ) : question.multiple ? (
          <FormGroup aria-labelledby={textId}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('quiz.chooseAll')}
            </Typography>
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                control={
                  <Checkbox
                    checked={chosen.includes(option.id)}
                    onChange={() => onChoose(option.id)}
                    disabled={disabled}
                  />
                }
                label={option.text}
                lang={question.lang}
              />
            ))}
          </FormGroup>
        ) : (
          <RadioGroup
            aria-labelledby={textId}
            value={chosen[0] === undefined ? '' : String(chosen[0])}
            onChange={(event) => onChoose(Number(event.target.value))}
          >
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                value={String(option.id)}
                control={<Radio disabled={disabled} />}
                label={option.text}
                lang={question.lang}
              />
            ))}
          </RadioGroup>
        )}
      </Stack>
    </Paper>
  );
}
