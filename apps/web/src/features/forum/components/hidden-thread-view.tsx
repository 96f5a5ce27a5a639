import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';

/** A thread the moderators hid: said as such, with the way to ask why when it was the student's own. */
export function HiddenThreadView({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<VisibilityOffIcon />}
      title={t(own ? 'forum.hiddenThread.ownTitle' : 'forum.hiddenThread.title')}
      text={t(own ? 'forum.hiddenThread.ownText' : 'forum.hiddenThread.text')}
      actions={
        <>
          <Button component={RouterLink} to="/forum" variant="contained" size="large">
            {t('forum.backToForum')}
          </Button>
          {own && (
            <Button component={RouterLink} to="/support" variant="outlined" size="large">
              {t('forum.hiddenThread.askSupport')}
            </Button>
          )}
        </>
      }
    />
  );
}
