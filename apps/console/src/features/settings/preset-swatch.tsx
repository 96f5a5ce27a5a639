import { THEME_PALETTES, type TThemePreset } from '@portal/contract';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';

/** A theme preset's choice: its name beside the colour the portal's buttons and links take. */
export function PresetSwatch() {
  const choice = useRecordContext<{ id: TThemePreset; name: string }>();
  const translate = useTranslate();
  if (!choice) return null;
  const palette = THEME_PALETTES[choice.id];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: '50%',
          bgcolor: palette.main,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {translate(choice.name)}
    </Box>
  );
}
