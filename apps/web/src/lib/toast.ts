import type { ReactElement } from 'react';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** A sentence, as text or as an element that marks a name in its own language. */
export type ToastSentence = string | ReactElement;
/** A sentence, or a notice with a title over its message. */
export type ToastContent = ToastSentence | { title: string; message: string };

type Deliver = (content: ToastContent, variant: ToastVariant) => void;

let deliver: Deliver | undefined;
const waiting: [ToastContent, ToastVariant][] = [];

/**
 * Called by the toaster once it is on screen. Its code loads after the first page is drawn, so a toast
 * asked for before then waits here and is shown as soon as it can be.
 */
export function connectToaster(show: Deliver) {
  deliver = show;
  for (const [message, variant] of waiting.splice(0)) show(message, variant);
  return () => {
    deliver = undefined;
  };
}

function show(content: ToastContent, variant: ToastVariant) {
  if (deliver) deliver(content, variant);
  else waiting.push([content, variant]);
}

/** The portal's only way to show a toast; the duration (LIMITS.toastMs) is set once on the toaster. */
export const toast = {
  show: (content: ToastContent) => show(content, 'default'),
  success: (message: ToastSentence) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  warning: (message: string) => show(message, 'warning'),
  info: (message: string) => show(message, 'info'),
};

export function useToast() {
  return toast;
}
