import {
  checkFile,
  completionColour,
  LIMITS,
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_RULE,
  type TStudentProfile,
} from '@portal/contract';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/initials-of';
import { localRuleMessage } from '../../../lib/forms/rule-messages';
import { useFieldMode, VerifiedField } from './profile-field-mode';

const RING = 152;
const PHOTO = 128;

type ProfileSummaryCardProps = {
  profile: TStudentProfile;
  /** What the student has filled in, by the verified fields' weights. */
  filledPercent: number;
  /** A photo chosen but not saved yet, shown in place of the saved one. */
  photo: File | null;
  photoError: string | null;
  onPhotoChange: (photo: File | null, error: string | null) => void;
};

/**
 * The avatar in a ring of what the student filled in (green above 75 %, amber above 50 %, red
 * otherwise), and apart from it what the school has verified so far, which only the school moves.
 */
export function ProfileSummaryCard({
  profile,
  filledPercent,
  photo,
  photoError,
  onPhotoChange,
}: ProfileSummaryCardProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const mode = useFieldMode('profile_photo');
  const verifiedPercent = profile.profile_completion_percentage;
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, PROFILE_PHOTO_RULE);
    if (problem) onPhotoChange(null, localRuleMessage(problem, t));
    else onPhotoChange(file, null);
  };

  return (
    <Card>
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', py: 4 }}
      >
        <Box sx={{ position: 'relative', width: RING, height: RING }}>
          <CircularProgress
            variant="determinate"
            value={100}
            size={RING}
            thickness={2.4}
            aria-hidden
            sx={{ position: 'absolute', inset: 0, color: 'action.hover' }}
          />
          <CircularProgress
            variant="determinate"
            value={filledPercent}
            size={RING}
            thickness={2.4}
            color={completionColour(filledPercent)}
            aria-label={t('profile.progress.filledLabel', { percent: filledPercent })}
            sx={{ position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
          />
          <Avatar
            src={preview ?? profile.profile_photo ?? undefined}
            alt={t('profile.photoAlt', { name: profile.full_name })}
            sx={{
              position: 'absolute',
              top: (RING - PHOTO) / 2,
              left: (RING - PHOTO) / 2,
              width: PHOTO,
              height: PHOTO,
              fontSize: 40,
              fontWeight: 600,
              bgcolor: 'primary.main',
            }}
          >
            {initialsOf(profile)}
          </Avatar>
          {mode.editing && (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept={PROFILE_PHOTO_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
                onChange={choose}
                aria-label={t('profile.photo.choose')}
              />
              <IconButton
                onClick={() => input.current?.click()}
                disabled={mode.disabled}
                aria-label={t('profile.photo.change')}
                sx={{
                  position: 'absolute',
                  right: 4,
                  bottom: 4,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  boxShadow: 2,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <PhotoCameraOutlinedIcon />
              </IconButton>
            </>
          )}
        </Box>
        <Stack
          direction="row"
          divider={<Divider orientation="vertical" flexItem />}
          spacing={2}
          sx={{ mt: 1.5, justifyContent: 'center' }}
        >
          <Figure
            label={t('profile.progress.filled')}
            value={t('profile.progress.percent', { percent: filledPercent })}
            color={`${completionColour(filledPercent)}.dark`}
          />
          <Figure
            label={t('profile.progress.verified')}
            value={t('profile.progress.percent', { percent: verifiedPercent })}
            color="text.primary"
          />
        </Stack>
        {verifiedPercent < filledPercent && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('profile.progress.waiting')}
          </Typography>
        )}
        <Typography variant="h6" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {profile.full_name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {profile.email}
        </Typography>
        {profile.student_no && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile.studentNoShort', { number: profile.student_no })}
          </Typography>
        )}
        <Box sx={{ mt: 1.5, width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <VerifiedField field="profile_photo">
            {mode.editing && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {photo
                  ? t('profile.photo.unsaved')
                  : t('profile.photo.rule', {
                      types: PROFILE_PHOTO_EXTENSIONS.join(', '),
                      size: LIMITS.profilePhotoMaxBytes / (1024 * 1024),
                    })}
              </Typography>
            )}
          </VerifiedField>
          {photoError && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
              {photoError}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    // read as "Filled in 80 %", seen with the figure above its label
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ color, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}
