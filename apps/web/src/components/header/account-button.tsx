import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { initialsOf } from '../../lib/initials-of';
import { useSession } from '../../lib/session';

const AccountMenu = lazyComponent(
  'AccountMenu',
  () => import('./account-menu'),
  (m) => m.AccountMenu,
);

/** The signed-in student's avatar (their initials), opening the account menu. */
export function AccountButton() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const { data: me } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  if (!session) return null;

  const name = me?.profile.full_name || session.user.name;
  const email = me?.email ?? session.user.email;
  const [first = '', last = ''] = name.split(/\s+/);
  const initials = me ? initialsOf(me.profile) : initialsOf({ first_name: first, last_name: last });

  return (
    <>
      <IconButton
        aria-label={t('account.menu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}>
          {initials}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            name={name}
            email={email}
            me={me}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
