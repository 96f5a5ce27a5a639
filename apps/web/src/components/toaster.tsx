import { LIMITS } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  type CustomContentProps,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  useSnackbar,
} from 'notistack';
import { forwardRef, isValidElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToastContent, connectToaster } from '../lib/toast';

// toasts drawn with the theme's Alert, so their colours follow the scheme and keep AA contrast
const AlertToast = forwardRef<HTMLDivElement, CustomContentProps>(function AlertToast(
  { id, message, variant },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={variant === 'default' ? 'info' : variant}
        variant="filled"
        closeText={t('common.close')}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const components = {
  default: AlertToast,
  success: AlertToast,
  error: AlertToast,
  warning: AlertToast,
  info: AlertToast,
};

/** A notice's title over its message, the message cut to three lines: the whole is in the bell. */
function toastMessage(content: ToastContent) {
  if (typeof content === 'string' || isValidElement(content)) return content;
  return (
    <>
      <AlertTitle sx={{ mb: 0.25, overflowWrap: 'anywhere' }}>{content.title}</AlertTitle>
      <Box
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {content.message}
      </Box>
    </>
  );
}

/** Where toasts appear; loaded on demand (lazy in providers), it shows what was asked for before it came. */
export function Toaster() {
  useEffect(
    () => connectToaster((content, variant) => enqueueSnackbar(toastMessage(content), { variant })),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={LIMITS.toastMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={components}
    />
  );
}
