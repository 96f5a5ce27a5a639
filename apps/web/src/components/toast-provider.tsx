import { LIMITS } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { type CustomContentProps, SnackbarContent, SnackbarProvider, useSnackbar } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={LIMITS.toastMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={components}
    >
      {children}
    </SnackbarProvider>
  );
}
