import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { insertMention } from '../mentions';
import { MentionButton } from './mention-button';

type BodyFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The program of the board: its items may be mentioned. None on the general board. */
  courseId: number | null;
  disabled?: boolean;
  autoFocus?: boolean;
  minRows?: number;
};

/** A post's Markdown, with a picker that mentions an item of the program where the cursor is. */
export function BodyField<T extends FieldValues>({
  control,
  name,
  label,
  courseId,
  disabled,
  autoFocus,
  minRows = 4,
}: BodyFieldProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const helpId = `${id}-help`;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ control, name });
  const text = typeof value === 'string' ? value : '';

  const mention = (contentId: number) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertMention(text, start, end, contentId);
    onChange(next.text as PathValue<T, Path<T>>);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Stack spacing={0.5}>
      <TextField
        {...field}
        id={id}
        value={text}
        onChange={onChange}
        inputRef={(element: HTMLTextAreaElement | null) => {
          textarea.current = element;
          ref(element);
        }}
        label={label}
        multiline
        minRows={minRows}
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        error={Boolean(error)}
        helperText={error?.message}
        // MUI names the error as the description; the help below describes the field too
        slotProps={{ htmlInput: { 'aria-describedby': error ? `${id}-helper-text ${helpId}` : helpId } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {courseId !== null && <MentionButton courseId={courseId} onPick={mention} disabled={disabled} />}
        <Typography id={helpId} variant="caption" sx={{ color: 'text.secondary', flex: 1, minWidth: 200 }}>
          {courseId !== null ? t('forum.help.withMentions') : t('forum.help.markdown')}
        </Typography>
      </Stack>
    </Stack>
  );
}
