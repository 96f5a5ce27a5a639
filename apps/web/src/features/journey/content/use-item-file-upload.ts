import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { serverMessage } from './server-message';

type Send = (file: File, onProgress: (percent: number) => void) => Promise<{ id: number }>;

/**
 * Uploads the file a form of a room item was given, with its progress, once per file chosen: sent again,
 * the form reuses the stored file. A refusal of the file goes to `onFileError`, any other failure to
 * `onFormError`; the upload then answers null.
 */
export function useItemFileUpload(
  send: Send,
  {
    onFileError,
    onFormError,
  }: { onFileError: (message: string) => void; onFormError: (message: string) => void },
) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; id: number } | null>(null);

  const upload = async (picked: File): Promise<number | null> => {
    if (uploaded.current?.file === picked) return uploaded.current.id;
    setProgress(0);
    try {
      const stored = await send(picked, setProgress);
      uploaded.current = { file: picked, id: stored.id };
      return stored.id;
    } catch (error) {
      const fileMessage = isApiError(error) ? fieldErrorText(error, 'file', t) : undefined;
      if (fileMessage) onFileError(fileMessage);
      else onFormError(serverMessage(error, t('content.assignment.uploadFailed'), t));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress };
}
