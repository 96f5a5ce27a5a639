import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component';
import { useIsHydrating } from '../../ssr/hydrating';
import { COLOR_MODES } from './color-modes';

const ColorModeMenu = lazyComponent(
  'ColorModeMenu',
  () => import('./color-mode-menu'),
  (m) => m.ColorModeMenu,
);

/** Light, dark, or the device's setting (the default); MUI remembers the choice in local storage. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode: chosen, setMode } = useColorScheme();
  // the server cannot know the reader's choice: the button is painted as the device's, then set
  const mode = useIsHydrating() ? undefined : chosen;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = COLOR_MODES.find((item) => item.mode === mode) ?? COLOR_MODES[2];
  const label = t('colorMode.label', { mode: t(`colorMode.${current.mode}`) });

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={ColorModeMenu.preload}
        onFocus={ColorModeMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {current.icon}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColorModeMenu
            id={menuId}
            anchor={anchor}
            current={current.mode}
            onChoose={(next) => {
              setMode(next);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
