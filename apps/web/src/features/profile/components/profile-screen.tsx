import {
  PROFILE_FORM_FIELDS,
  type TCourseSummary,
  type TInstitute,
  type TProfileForm,
  type TStudentProfile,
  type TVerificationDetail,
  filledPercentage,
} from '@portal/contract';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordButton } from '../../../components/change-password-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { joinResult } from '../../enrolment/api/join-result';
import { toast } from '../../../lib/toast';
import { useDownloadProfilePdf } from '../api/download-profile-pdf';
import { useForgetProfileSin, useProfileSin } from '../api/get-profile-sin';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormState, profileResolver, toFormState } from '../profile-form-values';
import { ConsentsCard } from './consents-card';
import { DetailsCard } from './details-card';
import { EmergencyContactCard } from './emergency-contact-card';
import { EnrollmentCard } from './enrollment-card';
import { ProfileFieldModeProvider } from './profile-field-mode';
import { ProfileSummaryCard } from './profile-summary-card';
import { StudentInfoCard } from './student-info-card';

type ProfileScreenProps = {
  profile: TStudentProfile;
  institute: TInstitute;
  verification: TVerificationDetail[];
  courses: TCourseSummary[];
  /** The route asked for edit mode (its path contains 'edit'). */
  startEditing: boolean;
  /** The documents card, which the documents feature draws. */
  documents?: ReactNode;
};

const FORM_FIELDS: readonly string[] = PROFILE_FORM_FIELDS;

// read-only fields read as values, not as inputs waiting to be filled
const readOnlyLook = {
  '& .MuiInputBase-readOnly, & .MuiInputBase-root:has(> input[readonly])': {
    bgcolor: 'background.neutral',
    '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
    '& .MuiSelect-icon, & .MuiAutocomplete-endAdornment': { display: 'none' },
  },
} as const;

/** The profile once loaded: read-only or editing, with the form, the photo and the PDF download. */
export function ProfileScreen({
  profile,
  institute,
  verification,
  courses,
  startEditing,
  documents,
}: ProfileScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canada = institute.country.code === 'CA';
  // an incomplete profile opens for editing by itself
  const [editing, setEditing] = useState(startEditing || !profile.profile_complete);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const resolver = useMemo(() => profileResolver(canada, t), [canada, t]);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    resetField,
    formState: { isDirty },
  } = useForm<ProfileFormState, unknown, TProfileForm>({
    resolver,
    defaultValues: toFormState(profile, '', canada),
  });
  const sin = useProfileSin(editing && canada);
  const forgetSin = useForgetProfileSin();
  const update = useUpdateProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saves, setSaves] = useState(0);
  // Update Details goes with the editor: the reader goes on from the top of the saved profile
  useEffect(() => {
    if (saves > 0) heading.current?.focus();
  }, [saves]);
  const download = useDownloadProfilePdf();
  const verificationByField = useMemo(
    () => new Map(verification.map((detail) => [detail.field_name, detail])),
    [verification],
  );

  const sinNumber = sin.data?.sin_number;
  useEffect(() => {
    if (sinNumber !== undefined) resetField('sin_number', { defaultValue: sinNumber ?? '' });
  }, [sinNumber, resetField]);

  const leaveEditing = (saved: TStudentProfile) => {
    reset(toFormState(saved, '', canada));
    setPhoto(null);
    setPhotoError(null);
    setEditing(false);
    forgetSin();
  };

  const toggle = () => {
    if (!editing) setEditing(true);
    // closing the editor would throw the edits away: the student says so first
    else if (isDirty || photo) setConfirmingClose(true);
    else leaveEditing(profile);
  };
  const discardEdits = () => {
    setConfirmingClose(false);
    leaveEditing(profile);
  };

  const downloadPdf = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('profile.pdf.done')),
      onError: () => toast.error(t('profile.pdf.failed')),
    });

  const showServerErrors = (error: ApiError) => {
    let focus = true;
    for (const field of Object.keys(error.fieldErrors)) {
      const message = fieldErrorText(error, field, t) ?? '';
      if (field === 'profile_photo') setPhotoError(message);
      else if (FORM_FIELDS.includes(field)) {
        setError(field as Path<ProfileFormState>, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
  };

  const submit = handleSubmit(
    async (values) => {
      const course = courses.find((c) => c.id === values.subscribing_course_id);
      if (!profile.profile_complete && course?.is_cohort && values.subscribing_cohort_id === null) {
        setError(
          'subscribing_cohort_id',
          { message: t('messages.rules.cohortRequired') },
          { shouldFocus: true },
        );
        toast.error(t('messages.rules.cohortRequiredSnackbar'));
        return;
      }
      try {
        const saved = await update.mutateAsync({ values, photo });
        toast.success(t('messages.profile.updated'));
        if (saved.completed_now) toast.success(t('messages.profile.completed'));
        leaveEditing(saved);
        setSaves((count) => count + 1);
        // the program chosen in the enrolment section: its thanks page, or its checkout when it is paid
        if (!profile.profile_complete && saved.subscription) {
          const result = joinResult(saved.subscription, profile.email);
          if (result.kind !== 'alreadyEnrolled') void navigate(result.to);
        }
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          showServerErrors(error);
          toast.error(fieldErrorText(error, 'non_field_errors', t) ?? t('messages.profile.updateFailed'));
        } else {
          toast.error(isApiError(error) && error.status !== 0 ? error.message : t('profile.saveFailed'));
        }
      }
    },
    () => toast.error(t('messages.profile.updateFailed')),
  );

  const toggleLabel = editing ? t('profile.stopEditing') : t('profile.edit');
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon />}
        loading={download.isPending}
        loadingPosition="start"
        onClick={downloadPdf}
      >
        {t('profile.pdf.button')}
      </Button>
      {/* the browser's own tooltip: MUI's would bring its Popper into the page */}
      <IconButton
        onClick={toggle}
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-pressed={editing}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {editing ? <CloseIcon /> : <EditOutlinedIcon />}
      </IconButton>
    </Stack>
  );

  return (
    <Page
      title={t('pages.profile.title')}
      subtitle={editing ? t('pages.profile.editing') : t('pages.profile.description')}
      actions={actions}
      headingRef={heading}
    >
      {!profile.profile_complete && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('profile.incomplete')}
        </Alert>
      )}
      <ProfileFieldModeProvider value={{ editing, verification: verificationByField }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <ProfileSummaryCard
                profile={profile}
                filledPercent={filledPercentage(verification)}
                photo={photo}
                photoError={photoError}
                onPhotoChange={(file, problem) => {
                  setPhoto(file);
                  setPhotoError(problem);
                }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Stack
              component="form"
              noValidate
              onSubmit={(event) => void submit(event)}
              spacing={3}
              aria-label={t('pages.profile.title')}
              sx={readOnlyLook}
            >
              {canada && (
                <StudentInfoCard
                  control={control}
                  setValue={setValue}
                  profile={profile}
                  sinLoading={editing && sin.isPending}
                />
              )}
              <DetailsCard control={control} setValue={setValue} profile={profile} canada={canada} />
              <EmergencyContactCard control={control} />
              {!profile.profile_complete && (
                <EnrollmentCard control={control} setValue={setValue} courses={courses} />
              )}
              <ConsentsCard control={control} profile={profile} institute={institute} />
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'flex-end' }}
              >
                <ChangePasswordButton variant="outlined" size="large" />
                {editing && (
                  <Button type="submit" variant="contained" size="large" loading={update.isPending}>
                    {t('profile.update')}
                  </Button>
                )}
              </Stack>
            </Stack>
            {documents}
          </Grid>
        </Grid>
      </ProfileFieldModeProvider>
      <ConfirmDialog
        open={confirmingClose}
        title={t('profile.discard.title')}
        content={t('profile.discard.text')}
        confirmLabel={t('profile.discard.confirm')}
        cancelLabel={t('profile.discard.keep')}
        confirmColor="error"
        onConfirm={discardEdits}
        onClose={() => setConfirmingClose(false)}
      />
    </Page>
  );
}
