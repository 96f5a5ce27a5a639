import { type TStaffInstitute, THEME_PRESETS, uploadStaffLogo } from '@portal/contract';
import Box from '@mui/material/Box';
import {
  BooleanInput,
  Edit,
  ImageField,
  Labeled,
  RadioButtonGroupInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  regex,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FileUpload } from '../../components/file-upload';
import { SaveToolbar } from '../../components/save-toolbar';
import { upload } from '../../lib/api';
import { PresetSwatch } from './preset-swatch';
import { otherLanguage } from '../../lib/other-language';

/** The institute is one record; the console names it so, and the staff API needs no id. */
export const INSTITUTE_ID = 'current';

const FEATURES = ['gamification', 'live_sessions', 'power_tutor', 'interac', 'paid_at_school'] as const;
const LINKS = ['terms', 'student_handbook', 'media_release', 'domain'] as const;
const SOCIAL = ['facebook', 'instagram', 'youtube', 'twitter'] as const;
const PRESET_CHOICES = THEME_PRESETS.map((id) => ({ id, name: `console.institute.presets.${id}` }));

/** The other language's name and tagline, which students reading it see. */
function TranslatedTexts() {
  const institute = useRecordContext<TStaffInstitute>();
  const translate = useTranslate();
  if (!institute) return null;
  const other = otherLanguage(institute.default_language);
  const language = translate(`console.institute.languages.${other}`);
  return (
    <>
      <TextInput
        source={`translations.${other}.name`}
        label={translate('console.institute.translatedName', { language })}
        fullWidth
      />
      <TextInput
        source={`translations.${other}.tagline`}
        label={translate('console.institute.translatedTagline', { language })}
        helperText="console.institute.translatedHelp"
        fullWidth
      />
    </>
  );
}

/** Payment at the school shows students where to pay: without the office it cannot be offered. */
function FeatureInputs() {
  const institute = useRecordContext<TStaffInstitute>();
  return FEATURES.map((feature) => {
    const noOffice = feature === 'paid_at_school' && institute?.has_payment_office === false;
    return (
      <BooleanInput
        key={feature}
        source={`features.${feature}`}
        disabled={noOffice}
        helperText={noOffice ? 'console.institute.noOffice' : `console.institute.featureHelp.${feature}`}
      />
    );
  });
}

/** An admin's settings of the institute: branding, theme preset, features and links; the portal follows at once. */
/** A new logo for the portal's header, sent on its own: the settings' form saves the rest. */
function LogoUpload() {
  const translate = useTranslate();
  return (
    <FileUpload
      label={translate('console.institute.newLogo')}
      help={translate('console.media.imageHelp')}
      accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
      send={(form) => upload(uploadStaffLogo, form)}
    />
  );
}

export function InstituteSettings() {
  const notify = useNotify();
  return (
    <Edit
      id={INSTITUTE_ID}
      resource="institute"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('console.institute.saved') }}
      redirect={false}
      title="console.institute.title"
    >
      {/* scrolled on a phone, where the three tabs do not fit */}
      <TabbedForm
        toolbar={<SaveToolbar />}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedForm.Tab label="console.institute.tabs.branding">
          <TextInput source="name" fullWidth />
          <TextInput source="tagline" fullWidth />
          <TranslatedTexts />
          <RadioButtonGroupInput
            source="theme_preset"
            choices={PRESET_CHOICES}
            optionText={<PresetSwatch />}
            helperText="console.institute.presetHelp"
          />
          <Labeled source="logo">
            {/* on white, as the portal's header shows it, in the console's dark mode too */}
            <Box sx={{ bgcolor: 'common.white', borderRadius: 1, width: 'fit-content' }}>
              <ImageField source="logo" title="name" emptyText="console.institute.noLogo" />
            </Box>
          </Labeled>
          <LogoUpload />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.institute.tabs.features">
          <FeatureInputs />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.institute.tabs.contact">
          <TextInput source="email" type="email" fullWidth />
          <TextInput source="phone" fullWidth />
          <TextInput source="address" multiline fullWidth />
          <TextInput source="domain_display" fullWidth />
          {LINKS.map((link) => (
            <TextInput
              key={link}
              source={`links.${link}`}
              type="url"
              fullWidth
              parse={emptyAsNull}
              validate={validLink}
            />
          ))}
          {SOCIAL.map((link) => (
            <TextInput
              key={link}
              source={`links.${link}`}
              type="url"
              fullWidth
              parse={emptyAsNull}
              validate={validLink}
            />
          ))}
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

/** Only addresses a browser opens as a page: what is refused is said before anything is sent. */
const validLink = regex(/^https?:\/\/\S+$/, 'console.institute.linkInvalid');

/** A cleared link is no link, not an empty address. */
const emptyAsNull = (value: string) => (value === '' ? null : value);
