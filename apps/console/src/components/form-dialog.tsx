import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { formErrorsOf } from '../lib/api';

/**
 * A form in a dialog, saved on its own (a cohort, a section, a question): `onSubmit` answers the server's
 * messages per field when it refuses, so they show under the fields and what was typed stays.
 */
export function FormDialog({
  id,
  title,
  record,
  onSubmit,
  onClose,
  wide = false,
  children,
}: {
  id: string;
  /** A catalogue key, or a text already translated. */
  title: string;
  record: object;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth={wide ? 'md' : 'sm'}>
      <DialogTitle id={id}>{translate(title)}</DialogTitle>
      <DialogContent>
        <Form record={record} onSubmit={onSubmit}>
          {children}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </Box>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog's save: the call and what follows it (a refresh, the answer shown), its notice and the dialog
 * closed; when the server refuses, its messages per field for the form, and a refusal of no field noticed.
 */
export function useDialogSave(onClose: () => void) {
  const notify = useNotify();
  return async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify(done, { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, (message) => notify(message, { type: 'error' }));
    }
  };
}
