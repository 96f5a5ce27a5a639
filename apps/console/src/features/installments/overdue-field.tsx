import type { TStaffInstallment } from '@portal/contract';
import Chip from '@mui/material/Chip';
import { FunctionField, useTranslate } from 'react-admin';

/** "Overdue", in red, on an overdue instalment only: the rest of a long list stays quiet. */
export function OverdueField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<TStaffInstallment>
      source="overdue"
      render={(installment) =>
        installment.overdue ? (
          <Chip size="small" color="error" label={translate('console.installments.overdue')} />
        ) : null
      }
    />
  );
}
