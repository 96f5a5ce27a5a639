import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useStartsAtOnce } from '../ssr/page-marks';

/** A spinner while data comes. A page painted with one is not whole: the app takes it over at once. */
export function LoadingScreen({ fullHeight = false }: { fullHeight?: boolean }) {
  useStartsAtOnce();
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullHeight ? '100dvh' : 320,
        py: 6,
      }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
