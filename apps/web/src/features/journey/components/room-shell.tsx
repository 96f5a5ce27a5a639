import MenuIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIDEBAR_WIDTH = 340;
/** The journey layout's app bar. */
const APP_BAR_HEIGHT = 64;

/**
 * Moving to another item (`item` changes) puts the reader at its heading, as a new page would: a
 * screen reader reads it, and the keyboard goes on from there. The page's scroll is the layout's.
 */
function useFocusOnItemChange(item: number | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(item);
  useEffect(() => {
    if (shown.current === item) return;
    shown.current = item;
    heading.current?.focus({ preventScroll: true });
  }, [item]);
  return heading;
}

/**
 * The program journey's frame: the sidebar beside the content on a wide screen and in a drawer on a
 * phone, a top bar naming the section and item, and a bottom bar to move on. Which of the two a screen
 * gets is left to CSS, so that a page painted on the server has the right one before any code runs.
 */
export function RoomShell({
  sidebar,
  item,
  overline,
  title,
  lang,
  topActions,
  bottomBar,
  children,
}: {
  sidebar: ReactNode;
  /** The item shown, when there is one. */
  item?: number;
  overline?: { text: string; lang: string } | undefined;
  title: string;
  /** The language of the title when it is the program's content (ADR 038). */
  lang?: string | undefined;
  topActions?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const heading = useFocusOnItemChange(item);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        component="aside"
        aria-label={t('journey.sidebar')}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          height: `calc(100dvh - ${APP_BAR_HEIGHT}px)`,
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {sidebar}
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onClick={(event) => {
          // choosing an item closes the drawer; the accordion's own buttons keep it open
          if ((event.target as HTMLElement).closest('a')) setDrawerOpen(false);
        }}
        slotProps={{ paper: { sx: { width: 'min(88vw, 360px)' }, 'aria-label': t('journey.sidebar') } }}
      >
        {sidebar}
      </Drawer>
      <Stack sx={{ flexGrow: 1, minWidth: 0, minHeight: `calc(100dvh - ${APP_BAR_HEIGHT}px)` }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ px: { xs: 2, md: 4 }, py: 2, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          <IconButton
            onClick={() => setDrawerOpen(true)}
            aria-label={t('journey.openOutline')}
            edge="start"
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {overline && (
              <Typography
                variant="overline"
                component="p"
                lang={overline.lang}
                sx={{ color: 'text.secondary', lineHeight: 1.5 }}
                noWrap
              >
                {overline.text}
              </Typography>
            )}
            <Typography
              ref={heading}
              variant="h5"
              component="h1"
              tabIndex={-1}
              lang={lang}
              sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
            >
              {title}
            </Typography>
          </Box>
          {topActions}
        </Stack>
        <Box sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: 3, maxWidth: 960, width: '100%' }}>{children}</Box>
        {bottomBar && (
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              px: { xs: 2, md: 4 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {bottomBar}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
