import type { TLedgerPayment } from '@portal/contract';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';

type Recorded = {
  by: 'code' | 'student';
  reference_code?: string;
  student?: number;
  program?: number;
  amount: number;
};

const BY_CHOICES = [
  { id: 'code', name: 'console.payments.byCode' },
  { id: 'student', name: 'console.payments.byStudent' },
];

/**
 * A payment received at the school's desk: found by the code on the student's slip, or, when the student
 * came without one, for a student's program. The amount is typed in dollars and must be the amount due.
 * The program opens and a receipt is mailed.
 */
export function PaymentCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const programs = useProgramChoices();
  return (
    <Create
      title="console.payments.recordAtSchool"
      mutationOptions={{
        onSuccess: (payment: TLedgerPayment) => {
          notify('console.payments.recorded', { type: 'success' });
          redirect('show', 'payments', payment.id);
        },
      }}
      // typed in dollars, sent in cents: the server's message about the amount shows under the field
      transform={({ by, reference_code, student, program, amount }: Recorded) => ({
        ...(by === 'code' ? { reference_code } : { student, program }),
        amount: Math.round(amount * 100),
      })}
    >
      <SimpleForm defaultValues={{ by: 'code' }}>
        <RadioButtonGroupInput source="by" label="console.payments.by" choices={BY_CHOICES} />
        <FormDataConsumer<Recorded>>
          {({ formData }) =>
            formData.by === 'student' ? (
              <>
                <ReferenceInput source="student" reference="students">
                  <AutocompleteInput
                    optionText="name"
                    filterToQuery={(q: string) => ({ q })}
                    validate={required()}
                    helperText={translate('console.payments.studentHelp')}
                  />
                </ReferenceInput>
                <SelectInput source="program" choices={programs} validate={required()} />
              </>
            ) : (
              <TextInput
                source="reference_code"
                validate={required()}
                helperText={translate('console.payments.codeHelp')}
              />
            )
          }
        </FormDataConsumer>
        <NumberInput
          source="amount"
          label="resources.payments.fields.received"
          validate={required()}
          min={0}
          step={0.01}
        />
      </SimpleForm>
    </Create>
  );
}
