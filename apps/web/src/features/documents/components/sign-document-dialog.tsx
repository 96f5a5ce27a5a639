import { zodResolver } from '@hookform/resolvers/zod';
import { type TStudentDocument, ZSignDocumentRequest } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useId, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckboxField } from '../../../components/form-checkbox-field';
import { FormTextField } from '../../../components/form-text-field';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrorText } from '../../../lib/api-errors';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { toast } from '../../../lib/toast';
import { useSignDocument } from '../api/sign-document';

const TEXT_BOX_HEIGHT = 360;

type SignForm = { full_name: string; consent: boolean };

type SignDocumentDialogProps = { item: TStudentDocument; open: boolean; onClose: () => void };

/** Reads the document's text, then signs it with a typed full name and the student's agreement. */
export function SignDocumentDialog({ item, open, onClose }: SignDocumentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sign = useSignDocument();
  const resolver = useMemo(
    () =>
      withLocalMessages(
        // the box starts unticked, which the contract's `consent: true` refuses until the student agrees
        zodResolver(ZSignDocumentRequest) as unknown as Resolver<
          SignForm,
          unknown,
          z.output<typeof ZSignDocumentRequest>
        >,
        t,
        { full_name: t('documents.sign.fullNameRule'), consent: t('documents.sign.consentRule') },
      ),
    [t],
  );
  const { control, handleSubmit, reset, setError } = useForm<
    SignForm,
    unknown,
    z.output<typeof ZSignDocumentRequest>
  >({
    resolver,
    defaultValues: { full_name: '', consent: false },
  });

  const close = () => {
    if (sign.isPending) return;
    reset();
    onClose();
  };

  const submit = handleSubmit(async ({ full_name }) => {
    try {
      await sign.mutateAsync({ id: item.id, fullName: full_name });
      toast.success(t('documents.sign.signed'));
      reset();
      onClose();
    } catch (error) {
      // a name that is not the legal one on the profile is said under the field
      const nameError = isApiError(error) ? fieldErrorText(error, 'full_name', t) : undefined;
      if (nameError) {
        setError('full_name', { type: 'server', message: nameError }, { shouldFocus: true });
      } else {
        toast.error(errorMessage(error, t) ?? t('documents.sign.failed'));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('documents.sign.title', { name: item.global_document.name })}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Box
            tabIndex={0}
            aria-label={t('documents.sign.text')}
            role="region"
            sx={{
              maxHeight: { sm: TEXT_BOX_HEIGHT },
              overflowY: 'auto',
              mb: 3,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.neutral',
              '& > div > :first-child': { mt: 0 },
            }}
          >
            {/* the text fills the box's height as a rule, so the box keeps it while the renderer loads */}
            <Suspense fallback={<Skeleton variant="rounded" height={TEXT_BOX_HEIGHT - 32} />}>
              <LazyMarkdown source={item.global_document.template_text ?? ''} />
            </Suspense>
          </Box>
          <FormTextField
            control={control}
            name="full_name"
            label={t('documents.sign.fullName')}
            helperText={t('documents.sign.fullNameHint')}
            autoComplete="name"
            required
            fullWidth
          />
          <Box sx={{ mt: 2 }}>
            <FormCheckboxField
              control={control}
              name="consent"
              label={t('documents.sign.consent')}
              required
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sign.isPending}>
            {t('documents.sign.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
