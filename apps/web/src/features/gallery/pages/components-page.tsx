import { THEME_PRESETS } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { HelpDialog } from '../../../components/help-dialog';
import { Page } from '../../../components/page';
import { ProgramCard } from '../../../components/program-card';
import { useCourses } from '../../catalogue/api/list-courses';
import { toast } from '../../../lib/toast';
import { PRESETS } from '../../../theme/presets';

function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 6 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const BUTTON_COLOURS = ['primary', 'secondary', 'info', 'success', 'warning', 'error', 'inherit'] as const;
const BUTTON_VARIANTS = ['contained', 'outlined', 'text'] as const;
const TYPE_SCALE = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption'] as const;
const SHADES = ['lighter', 'light', 'main', 'dark', 'darker'] as const;

/** `/components`: the portal's own shared components, as the theme draws them. */
export function ComponentsPage() {
  const { t } = useTranslation();
  const sample = useCourses({ limit: 1 });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const course = sample.data?.results[0];

  return (
    <Page title={t('pages.components.title')} subtitle={t('pages.components.description')}>
      <GallerySection id="gallery-buttons" title={t('gallery.buttons')}>
        <Stack spacing={2}>
          {BUTTON_VARIANTS.map((variant) => (
            <Stack key={variant} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {BUTTON_COLOURS.map((colour) => (
                <Button key={colour} variant={variant} color={colour}>
                  {t(`gallery.colours.${colour}`)}
                </Button>
              ))}
              <Button variant={variant} disabled>
                {t('gallery.disabled')}
              </Button>
            </Stack>
          ))}
        </Stack>
      </GallerySection>

      <GallerySection id="gallery-presets" title={t('gallery.presets')}>
        <Grid container spacing={2}>
          {THEME_PRESETS.map((name) => {
            const preset = PRESETS[name];
            return (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
                  <Box sx={{ p: 2, bgcolor: preset.main, color: preset.contrastText }}>
                    <Typography variant="h5" component="h3">
                      {t(`gallery.presetNames.${name}`)}
                    </Typography>
                    <Typography variant="body2">{preset.main}</Typography>
                  </Box>
                  <Box sx={{ display: 'flex' }}>
                    {SHADES.map((shade) => (
                      <Box
                        key={shade}
                        title={`${shade} ${preset[shade]}`}
                        sx={{ flex: 1, height: 40, bgcolor: preset[shade] }}
                        role="img"
                        aria-label={`${t(`gallery.shades.${shade}`)} ${preset[shade]}`}
                      />
                    ))}
                  </Box>
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </GallerySection>

      <GallerySection id="gallery-program-card" title={t('gallery.programCard')}>
        <Box sx={{ maxWidth: 380 }}>
          {sample.isPending && <Skeleton variant="rounded" height={280} />}
          {course && <ProgramCard course={course} />}
          {sample.data && !course && (
            <EmptyState title={t('catalogue.emptyTitle')} text={t('catalogue.emptyText')} />
          )}
          {sample.isError && <EmptyState title={t('catalogue.loadFailed')} />}
        </Box>
      </GallerySection>

      <GallerySection id="gallery-empty" title={t('gallery.emptyState')}>
        <EmptyState
          title={t('gallery.emptyTitle')}
          text={t('gallery.emptyText')}
          action={<Button variant="outlined">{t('gallery.emptyAction')}</Button>}
        />
      </GallerySection>

      <GallerySection id="gallery-dialogs" title={t('gallery.dialogs')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setConfirmOpen(true)}>
            {t('gallery.openConfirm')}
          </Button>
          <Button variant="outlined" onClick={() => setHelpOpen(true)}>
            {t('gallery.openHelp')}
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirmOpen}
          title={t('gallery.confirmTitle')}
          content={t('gallery.confirmText')}
          onConfirm={() => {
            setConfirmOpen(false);
            toast.success(t('gallery.confirmed'));
          }}
          onClose={() => setConfirmOpen(false)}
        />
        <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      </GallerySection>

      <GallerySection id="gallery-toasts" title={t('gallery.toasts')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            onClick={() => toast.success(t('gallery.toastSuccess'))}
          >
            {t('gallery.colours.success')}
          </Button>
          <Button variant="contained" color="info" onClick={() => toast.info(t('gallery.toastInfo'))}>
            {t('gallery.colours.info')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => toast.warning(t('gallery.toastWarning'))}
          >
            {t('gallery.colours.warning')}
          </Button>
          <Button variant="contained" color="error" onClick={() => toast.error(t('gallery.toastError'))}>
            {t('gallery.colours.error')}
          </Button>
        </Stack>
      </GallerySection>

      <GallerySection id="gallery-typography" title={t('gallery.typography')}>
        <Stack spacing={1.5}>
          {TYPE_SCALE.map((variant) => (
            <Typography key={variant} variant={variant} component="p">
              {variant}: {t('gallery.sample')}
            </Typography>
          ))}
        </Stack>
      </GallerySection>
    </Page>
  );
}
