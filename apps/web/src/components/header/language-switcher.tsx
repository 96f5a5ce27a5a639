import { useQueryClient } from '@tanstack/react-query';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES, type Language, toSupportedLanguage } from '../../i18n/languages';
import { useUpdateCurrentUserLanguage } from '../../features/auth/api/update-current-user';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

// the menu's code loads on first hover, focus or click, keeping it out of the first page load
const LanguageMenu = lazyComponent(
  'LanguageMenu',
  () => import('./language-menu'),
  (m) => m.LanguageMenu,
);

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const { data: session } = useSession();
  const rememberLanguage = useUpdateCurrentUserLanguage();
  const queryClient = useQueryClient();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  const choose = async (language: Language) => {
    setAnchor(null);
    try {
      await changeLanguage(language);
    } catch {
      toast.error(t('language.loadFailed'));
      return;
    }
    // the server writes the student's mail in this language; failing to remember it costs nothing now
    if (session) rememberLanguage.mutate(language);
    // the program's texts come in the page's language where the school wrote them in it (ADR 038)
    void queryClient.invalidateQueries();
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.label', { language: LANGUAGE_NAMES[current] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={LanguageMenu.preload}
        onFocus={LanguageMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={current}
            onChoose={(language) => void choose(language)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
