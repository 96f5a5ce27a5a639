import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../hooks/use-profile-options';
import type { ProfileFormState } from '../profile-form-values';
import { ProfileSelectField, ProfileTextField } from './profile-fields';
import { FieldCell, SectionCard } from './section-card';

export function EmergencyContactCard({ control }: { control: Control<ProfileFormState> }) {
  const { t } = useTranslation();
  const options = useProfileOptions();
  return (
    <SectionCard title={t('profile.sections.emergency')} subheader={t('profile.sections.emergencyText')}>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="emergency_contact_full_name"
          label={t('profile.fields.emergencyName')}
        />
      </FieldCell>
      <FieldCell>
        <ProfileSelectField
          control={control}
          name="emergency_contact_relation"
          label={t('profile.fields.emergencyRelation')}
          options={options.relations}
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="emergency_contact_phone"
          label={t('profile.fields.emergencyPhone')}
          helperText={t('messages.rules.phone')}
          type="tel"
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="emergency_contact_email"
          label={t('profile.fields.emergencyEmail')}
          type="email"
        />
      </FieldCell>
    </SectionCard>
  );
}
