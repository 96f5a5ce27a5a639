import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import {
  NOTIFICATION_TYPES,
  type TEmailPreferencesResponse,
  type TNotificationType,
  ZEmailPreferences,
} from '@portal/contract';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RetryAlert } from '../../../components/retry-alert';
import { toast } from '../../../lib/toast';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { errorMessage } from '../../../lib/api-errors';

type EmailPreferencesDialogProps = { open: boolean; onClose: () => void };

/** Which notification types the student also gets by email: a checkbox per type. */
export function EmailPreferencesDialog({ open, onClose }: EmailPreferencesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const preferences = useEmailPreferences();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('notifications.preferences.title')}</DialogTitle>
      {preferences.isSuccess ? (
        // mounted with the saved choice, so the form starts from it
        <PreferencesForm saved={preferences.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {preferences.isError ? (
              <RetryAlert
                message={t('notifications.preferences.loadFailed')}
                onRetry={() => void preferences.refetch()}
              />
            ) : (
              <Box aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton variant="rounded" height={240} />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

type FormInput = z.input<typeof ZEmailPreferences>;
type FormOutput = z.output<typeof ZEmailPreferences>;

function PreferencesForm({ saved, onClose }: { saved: TEmailPreferencesResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateEmailPreferences();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZEmailPreferences),
    defaultValues: { email_types: saved.email_types },
  });
  const { field } = useController({ control, name: 'email_types' });
  const chosen = new Set<TNotificationType>(field.value);

  const toggle = (type: TNotificationType, checked: boolean) => {
    field.onChange(checked ? [...field.value, type] : field.value.filter((known) => known !== type));
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('notifications.preferences.saved'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t) ?? t('notifications.preferences.saveFailed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('notifications.preferences.intro')}
          </FormLabel>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {NOTIFICATION_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={t(`notifications.types.${type}`)}
                control={
                  <Checkbox
                    name={field.name}
                    checked={chosen.has(type)}
                    onChange={(_, checked) => toggle(type, checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            ))}
          </Box>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('notifications.preferences.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
