import {
  allowedExtensions,
  checkFile,
  documentFileRule,
  LIMITS,
  type TStudentDocument,
} from '@portal/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import { isApiError } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { useFormat } from '../../../lib/format';
import { fieldErrorText } from '../../../lib/api-errors';
import { localRuleMessage } from '../../../lib/forms/rule-messages';
import { toast } from '../../../lib/toast';
import { useUploadDocumentFile } from '../api/upload-document-file';
import { useStartSigningSession } from '../api/start-signing-session';
import { canSign, canUpload, isSignable } from '../documents-state';
import { DocumentStatusChip } from './document-status-chip';

// the dialog (a form) and the renderer of the document's text load only for a student about to sign
const SignDocumentDialog = lazyComponent(
  'SignDocumentDialog',
  () => import('./sign-document-dialog'),
  (m) => m.SignDocumentDialog,
);

function preloadSigning() {
  SignDocumentDialog.preload();
  LazyMarkdown.preload();
}

type DocumentItemProps = {
  item: TStudentDocument;
  onRemoveFile: (item: TStudentDocument) => void;
  /** One level below the heading the list sits under. */
  headingLevel: 'h2' | 'h3';
};

/** One requirement: what to send, its status, its template and file, and the way to upload or sign it. */
export function DocumentItem({ item, onRemoveFile, headingLevel }: DocumentItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const upload = useUploadDocumentFile();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const signingSession = useStartSigningSession();
  // mounted from the first Sign on, so the dialog can play its closing transition
  const [signOpened, setSignOpened] = useState(false);
  const { global_document: requirement } = item;
  const rule = documentFileRule(requirement.file_extension_type, requirement.max_file_size);
  const extensions = allowedExtensions(requirement.file_extension_type);
  const maxMb = requirement.max_file_size > 0 ? requirement.max_file_size : LIMITS.defaultDocumentMaxMb;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkFile(file, rule);
    setProblem(check && localRuleMessage(check, t));
    if (check) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ documentId: item.id, file, onProgress: setProgress });
    } catch (error) {
      // a refused file says why under it; only a failure with no reason asks to try again later
      const message = isApiError(error) ? fieldErrorText(error, 'file', t) : undefined;
      if (message) setProblem(message);
      else toast.error(t('documents.uploadFailed'));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          {requirement.name}
        </Typography>
        <Box sx={{ flexShrink: 0 }}>
          <DocumentStatusChip item={item} />
        </Box>
      </Stack>
      {requirement.instruction && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {requirement.instruction}
        </Typography>
      )}
      {!isSignable(item) && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('documents.allowed', {
            types: extensions.map((ext) => ext.toUpperCase()).join(', '),
            size: maxMb,
          })}
        </Typography>
      )}
      {item.status === 'rejected' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {item.remarks
            ? t('documents.rejectedWithRemarks', { remarks: item.remarks })
            : t('documents.rejected')}
        </Alert>
      )}

      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {requirement.template_file && (
          <Button
            component="a"
            href={requirement.template_file}
            download
            size="small"
            variant="text"
            startIcon={<DownloadIcon />}
          >
            {t('documents.template')}
          </Button>
        )}
        {item.document && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
            <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            <Link
              href={item.document.url}
              download={item.document.name}
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
              aria-label={t(isSignable(item) ? 'documents.signedFileNamed' : 'documents.currentFileNamed', {
                name: item.document.name,
              })}
            >
              {item.document.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              ({format.fileSize(item.document.size)})
            </Typography>
          </Stack>
        )}
      </Stack>

      {upload.isPending && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('documents.uploading', { name: requirement.name })}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('documents.progress', { percent: progress })}
          </Typography>
        </Box>
      )}
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {problem}
        </Typography>
      )}

      {(canUpload(item) || canSign(item)) && (
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {canUpload(item) && (
            <>
              <input
                ref={inputRef}
                type="file"
                hidden
                accept={extensions.map((ext) => `.${ext}`).join(',')}
                onChange={(event) => void choose(event)}
                aria-label={t('documents.chooseFile', { name: requirement.name })}
              />
              <Button
                variant="outlined"
                size="small"
                startIcon={<UploadFileIcon />}
                loading={upload.isPending}
                loadingPosition="start"
                onClick={() => inputRef.current?.click()}
                aria-label={t(item.document ? 'documents.replaceNamed' : 'documents.uploadNamed', {
                  name: requirement.name,
                })}
              >
                {item.document ? t('documents.replace') : t('documents.upload')}
              </Button>
              {item.document && (
                <Button
                  variant="text"
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={upload.isPending}
                  onClick={() => {
                    setProblem(null);
                    onRemoveFile(item);
                  }}
                  aria-label={t('documents.removeNamed', { name: requirement.name })}
                >
                  {t('documents.remove')}
                </Button>
              )}
            </>
          )}
          {canSign(item) && (
            <Button
              variant="contained"
              size="small"
              startIcon={<DrawIcon />}
              onPointerEnter={preloadSigning}
              onFocus={preloadSigning}
              disabled={signingSession.isPending}
              onClick={() => {
                // with DocuSign the document is read and signed on its page
                if (requirement.signing === 'docusign') {
                  signingSession.mutate(item.id, { onError: () => toast.error(t('documents.sign.failed')) });
                  return;
                }
                setSigning(true);
                setSignOpened(true);
              }}
              aria-label={t('documents.sign.buttonNamed', { name: requirement.name })}
            >
              {t('documents.sign.button')}
            </Button>
          )}
        </Stack>
      )}
      {canSign(item) && signOpened && (
        <Suspense fallback={null}>
          <SignDocumentDialog item={item} open={signing} onClose={() => setSigning(false)} />
        </Suspense>
      )}
    </Box>
  );
}
