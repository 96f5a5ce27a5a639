import { checkFile, type FileRule } from '@portal/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { localRuleMessage } from '../../../lib/forms/rule-messages';

type StoredFile = { name: string; size: number; url: string };

/** A form field's value and setter, as react-hook-form's controller gives them. */
type Field<T> = { value: T; onChange: (value: T) => void };

type SubmissionFileFieldProps = {
  /** The file picked now, sent with the submission. */
  file: Field<File | null>;
  /** Whether the file already handed in goes with the submission: until it is removed or replaced. */
  keepFile: Field<boolean>;
  /** The file already handed in, if any. */
  storedFile: StoredFile | null;
  rule: FileRule;
  /** The rule's size limit as the item states it. */
  maxMb: number;
  disabled: boolean;
  error: string | undefined;
  /** A picked file the browser refused, in the reader's words; `null` once another is picked. */
  onError: (message: string | null) => void;
};

/** The file of a submission: picked, checked in the browser against the item's rule, or removed. */
export function SubmissionFileField({
  file: fileField,
  keepFile,
  storedFile,
  rule,
  maxMb,
  disabled,
  error,
  onError,
}: SubmissionFileFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const file = fileField.value;
  const keptFile = keepFile.value ? storedFile : null;
  const shown = file ?? keptFile;
  const onRemove = () => {
    fileField.onChange(null);
    keepFile.onChange(false);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // cleared, so picking the same file again still reports a change
    event.target.value = '';
    if (!picked) return;
    const problem = checkFile(picked, rule);
    if (problem) {
      onError(localRuleMessage(problem, t));
      return;
    }
    onError(null);
    fileField.onChange(picked);
    keepFile.onChange(false);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('content.assignment.file')}
      </Typography>
      {shown && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          {file ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          ) : (
            <Link
              href={keptFile!.url}
              download={keptFile!.name}
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {keptFile!.name}
            </Link>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            ({format.fileSize(shown.size)})
          </Typography>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={disabled}
            onClick={onRemove}
            aria-label={t('content.assignment.removeFileNamed', { name: shown.name })}
          >
            {t('content.assignment.removeFile')}
          </Button>
        </Stack>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={rule.extensions.map((ext) => `.${ext}`).join(',')}
        onChange={choose}
        aria-label={t('content.assignment.chooseFileInput')}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {shown ? t('content.assignment.replaceFile') : t('content.assignment.chooseFile')}
      </Button>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {rule.extensions.length > 0
          ? t('content.assignment.accepted', {
              types: rule.extensions.map((ext) => ext.toUpperCase()).join(', '),
              size: maxMb,
            })
          : t('content.assignment.acceptedAny', { size: maxMb })}
      </Typography>
      {error && (
        <Typography id={errorId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
