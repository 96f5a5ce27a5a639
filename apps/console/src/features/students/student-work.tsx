import type { TGradingWork } from '@portal/contract';
import { Datagrid, FunctionField, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { DateField } from '../../components/date-field';
import { useAllows } from '../../lib/use-allows';
import { KIND_CHOICES, STATE_CHOICES } from '../grading/grading-choices';

/** A student's handed-in work and written answers with their marks, for those who see grading. */
export function StudentWork() {
  const allows = useAllows();
  if (!allows({ resource: 'grading', action: 'read' })) return null;
  return (
    <ReferenceManyField reference="grading" target="student" label="resources.students.fields.work">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="item.name" sortable={false} />
        <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
        <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        <FunctionField<TGradingWork>
          source="marks"
          sortable={false}
          render={(work) => (work.marks === null ? '—' : `${work.marks} / ${work.max_marks}`)}
        />
        <DateField source="submitted_at" showTime sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}
