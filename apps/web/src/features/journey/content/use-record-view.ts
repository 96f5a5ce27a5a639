import type { TContent } from '@portal/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useOpeningCall } from '../../../ssr/opening-calls';
import { useViewContent, viewContentCall } from '../api/view-content';
import { serverMessage } from './server-message';

/**
 * The spec's view-content call for this item: made once, only while the item is not completed, and
 * never on a graduate's view-only visit, which records nothing.
 */
export function useRecordView(content: TContent, readOnly: boolean): () => void {
  const { t } = useTranslation();
  const { mutate } = useViewContent(content.subscription);
  const recorded = useRef<number | null>(null);
  const { id, is_completed: completed } = content;
  return useCallback(() => {
    if (readOnly || completed || recorded.current === id) return;
    recorded.current = id;
    mutate(id, {
      onError: (error) => {
        recorded.current = null;
        toast.error(serverMessage(error, t('content.recordFailed'), t));
      },
    });
  }, [readOnly, completed, id, mutate, t]);
}

/** A lesson or a document is read once it is opened: opening it makes the view-content call. */
export function useRecordViewOnOpen(content: TContent, readOnly: boolean): void {
  const recordView = useRecordView(content, readOnly);
  const records = !readOnly && !content.is_completed;
  useOpeningCall(records ? viewContentCall(content.subscription, content.id) : null, recordView);
}
