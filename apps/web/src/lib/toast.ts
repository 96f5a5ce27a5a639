import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

function show(message: string, variant: ToastVariant) {
  return enqueueSnackbar(message, { variant });
}

/** The portal's only way to show a toast; the duration (LIMITS.toastMs) is set once on the provider. */
export const toast = {
  show: (message: string) => show(message, 'default'),
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  warning: (message: string) => show(message, 'warning'),
  info: (message: string) => show(message, 'info'),
};

export function useToast() {
  return toast;
}
