import type { TFieldVerification, TStudentRecord } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { FieldRejectDialog } from './field-reject-dialog';
import { useFieldReview } from './use-field-review';

const STATE_COLOURS = {
  empty: 'default',
  awaiting_review: 'warning',
  verified: 'success',
  rejected: 'error',
} as const;

/** What the student entered, as the registrar compares it with a document: the photo as itself. */
function FieldValue({ field, label }: { field: TFieldVerification; label: string }) {
  const translate = useTranslate();
  if (!field.value) return <>—</>;
  if (field.field === 'profile_photo')
    return (
      <Box
        component="img"
        src={field.value}
        alt={label}
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  if (field.field === 'legal_status') {
    const status = translate(`console.profile.legalStatuses.${field.value}`, { _: field.value });
    return <>{field.note ? `${status}: ${field.note}` : status}</>;
  }
  return <>{field.value}</>;
}

function FieldRow({ student, field }: { student: TStudentRecord; field: TFieldVerification }) {
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  const { review, pending } = useFieldReview(student.id, field.field);
  const label = translate(`console.profile.fields.${field.field}`);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'break-word' }}>
        <FieldValue field={field} label={label} />
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATE_COLOURS[field.state]}
          label={translate(`console.profile.states.${field.state}`)}
        />
        {field.remarks && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {field.remarks}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {field.state !== 'empty' && (
          <Stack direction="row" spacing={1}>
            {field.state !== 'verified' && (
              <Button
                size="small"
                variant="contained"
                disabled={pending}
                aria-label={translate('console.profile.verifyField', { field: label })}
                onClick={() => review({ decision: 'verified', remarks: '' })}
              >
                {translate('console.profile.verify')}
              </Button>
            )}
            {field.state !== 'rejected' && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={pending}
                aria-label={translate('console.profile.rejectField', { field: label })}
                onClick={() => setRejecting(true)}
              >
                {translate('console.profile.reject')}
              </Button>
            )}
          </Stack>
        )}
        <FieldRejectDialog
          open={rejecting}
          label={label}
          pending={pending}
          onClose={() => setRejecting(false)}
          onReject={(remarks) => review({ decision: 'rejected', remarks }).then(() => setRejecting(false))}
        />
      </TableCell>
    </TableRow>
  );
}

/**
 * The student's profile field by field, for the staff who verify it: what was entered, where each
 * stands, and verify or reject with remarks. Verified fields lock for the student.
 */
export function ProfileFields() {
  const translate = useTranslate();
  const student = useRecordContext<TStudentRecord>();
  if (!student?.profile) return null;
  const { profile } = student;
  return (
    <Box component="section" aria-labelledby="profile-fields-title" sx={{ width: '100%' }}>
      <Typography id="profile-fields-title" component="h2" variant="h6">
        {translate('console.profile.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('console.profile.summary', {
          percentage: profile.verified_percentage,
          number: profile.student_no ?? '—',
        })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="profile-fields-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.profile.field')}</TableCell>
              <TableCell>{translate('console.profile.value')}</TableCell>
              <TableCell>{translate('console.profile.state')}</TableCell>
              <TableCell>{translate('console.profile.decision')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {profile.fields.map((field) => (
              <FieldRow key={field.field} student={student} field={field} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
