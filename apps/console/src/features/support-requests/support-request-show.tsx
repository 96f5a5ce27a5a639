import {
  type TStaffSupportRequest,
  ZAnswerSupportRequest,
  answerStaffSupportRequest,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  EmailField,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { useFormatMoment } from '../../lib/intl-locale';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { STATUS_CHOICES } from './support-request-list';

/** The school's answers so far, oldest first. */
function Answers() {
  const request = useRecordContext<TStaffSupportRequest>();
  const translate = useTranslate();
  const moment = useFormatMoment();
  if (!request) return null;
  if (request.answers.length === 0) {
    return <Typography color="text.secondary">{translate('console.support.noAnswer')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {request.answers.map((answer) => (
        <Card key={answer.id} variant="outlined">
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              {moment(answer.created_at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{answer.message}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The answer to an open request: what was typed stays if it cannot be sent. */
function AnswerForm() {
  const request = useRecordContext<TStaffSupportRequest>();
  const allows = useAllows();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  if (request?.status !== 'open' || !allows({ resource: 'support', action: 'answer' })) return null;

  const send = () => {
    if (!ZAnswerSupportRequest.safeParse({ message }).success) return setMissing(true);
    setPending(true);
    call(answerStaffSupportRequest, { params: { id: request.id }, body: { message } })
      .then(() => {
        notify('console.support.answered', { type: 'success' });
        setMessage('');
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 720 }}>
      <MuiTextField
        multiline
        minRows={4}
        label={translate('console.support.answer')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={translate(missing ? 'console.support.answerRequired' : 'console.support.answerHelp')}
      />
      <div>
        <Button variant="contained" onClick={send} disabled={pending}>
          {translate('console.support.send')}
        </Button>
      </div>
    </Stack>
  );
}

/** One request in full: who sent it, what they wrote, the answers, and the answer form while open. */
export function SupportRequestShow() {
  const allows = useAllows();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        {allows({ resource: 'students', action: 'read' }) ? (
          <ReferenceField source="student.id" reference="students" link="show" />
        ) : (
          <TextField source="student.name" />
        )}
        <EmailField source="student.email" />
        <DateField source="created_at" showTime />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <Labeled label="resources.support-requests.fields.answers">
          <Answers />
        </Labeled>
        <AnswerForm />
      </SimpleShowLayout>
    </Show>
  );
}
