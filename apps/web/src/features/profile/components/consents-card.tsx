import type { TInstitute, TStudentProfile } from '@portal/contract';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FormCheckboxField } from '../../../components/form-checkbox-field';
import type { ProfileFormState } from '../profile-form-values';
import { useFieldMode } from './profile-field-mode';
import { SectionCard } from './section-card';
import { visuallyHidden } from '../../../components/visually-hidden';

/** The institute's document, opening in a new tab; plain text when the institute has no link for it. */
function DocumentLink({ href, children }: { href: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!href) return <>{children}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('profile.consents.newTab')}`}
      </Box>
    </Link>
  );
}

type ConsentsCardProps = {
  control: Control<ProfileFormState>;
  profile: TStudentProfile;
  institute: TInstitute;
};

/** Terms, student handbook (required) and media release, with the institute's links; accepted ones lock. */
export function ConsentsCard({ control, profile, institute }: ConsentsCardProps) {
  const { t } = useTranslation();
  const { editing } = useFieldMode('terms_condition');
  const consents = [
    { name: 'terms_condition', key: 'profile.consents.terms', href: institute.terms_and_condition_link },
    {
      name: 'student_handbook',
      key: 'profile.consents.handbook',
      href: institute.student_handbook,
      required: true,
    },
    { name: 'media_release', key: 'profile.consents.media', href: institute.media_release },
  ] as const;
  return (
    <SectionCard title={t('profile.sections.consents')}>
      {consents.map((consent) => (
        <Grid key={consent.name} size={12}>
          <FormCheckboxField
            control={control}
            name={consent.name}
            label={
              <Trans i18nKey={consent.key} components={{ document: <DocumentLink href={consent.href} /> }} />
            }
            required={'required' in consent}
            // an accepted consent cannot be withdrawn here
            disabled={!editing || profile[consent.name]}
            helperText={profile[consent.name] ? t('profile.consents.accepted') : undefined}
          />
        </Grid>
      ))}
    </SectionCard>
  );
}
