import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordChange } from '../features/auth/api/request-password-change';
import { isApiError } from '../lib/api-client';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { toast } from '../lib/toast';

/** Change Password (the profile and `/reset-password`): mails a link to `/reset-password?token=…`. */
export function ChangePasswordButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const request = useRequestPasswordChange();

  const send = () => {
    if (!me) return;
    request.mutate(
      {
        user_id: me.id,
        student_id: me.profile.id,
        change_password_url: `${window.location.origin}/reset-password`,
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) =>
          toast.error(isApiError(error) && error.status !== 0 ? error.message : t('auth.errors.network')),
      },
    );
  };

  return (
    <Button
      variant="contained"
      {...props}
      disabled={!me || props.disabled}
      loading={request.isPending}
      onClick={send}
    >
      {t('auth.changePassword.button')}
    </Button>
  );
}
