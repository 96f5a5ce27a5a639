import { NumberInput, TextInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { MAX_LIVE_DURATION_MINUTES } from '@portal/contract';
import { useSchoolTimeZone } from './live-session-choices';

/** What a session says, when it takes place (at the school's clock) and where students join it. */
export function LiveSessionInputs() {
  const translate = useTranslate();
  const timeZone = useSchoolTimeZone();
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <TextInput
        source="start"
        type="datetime-local"
        validate={required()}
        helperText={translate('console.live.startHelp', { zone: timeZone ?? '…' })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <NumberInput
        source="duration_minutes"
        min={1}
        max={MAX_LIVE_DURATION_MINUTES}
        validate={[required(), minValue(1), maxValue(MAX_LIVE_DURATION_MINUTES)]}
      />
      <TextInput
        source="meeting_url"
        type="url"
        validate={required()}
        fullWidth
        helperText="console.live.meetingHelp"
      />
    </>
  );
}
