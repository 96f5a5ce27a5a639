import type { TDocumentReview } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { STATUS_CHOICES } from './status-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

/** Students' documents: without a status filter, the queue awaiting review, the oldest first. */
export function DocumentReviewList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'updated_at', order: 'ASC' }}>
      {small ? (
        <SimpleList<TDocumentReview>
          primaryText={(review) => review.student.name}
          secondaryText={(review) => review.requirement.name}
          tertiaryText={(review) => translate(`console.documents.statuses.${review.status}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="student.name" sortBy="student" />
          <TextField source="student.email" sortable={false} />
          <TextField source="requirement.name" sortBy="requirement" />
          <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
          <FunctionField<TDocumentReview>
            source="file"
            sortable={false}
            render={(review) => review.file?.name ?? '—'}
          />
          <DateField source="updated_at" showTime />
        </Datagrid>
      )}
    </List>
  );
}
