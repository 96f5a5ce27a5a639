import type { TStudentRecord } from '@portal/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FunctionField, useTranslate } from 'react-admin';

/**
 * A student's programs, each with the state of their subscription. `source` is read by the list or
 * layout around it for its label.
 */
export function ProgramsField(_props: { source: 'programs' }) {
  const translate = useTranslate();
  return (
    <FunctionField<TStudentRecord>
      source="programs"
      sortable={false}
      render={(record) =>
        record.programs.length === 0 ? (
          '—'
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {record.programs.map((program) => (
              <Chip
                key={program.subscription_id}
                size="small"
                label={`${program.course_name} · ${translate(`console.students.statuses.${program.status}`)}`}
              />
            ))}
          </Stack>
        )
      }
    />
  );
}
